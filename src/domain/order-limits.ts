// The limits of what she sends with an order (spec 3), shared by the cart's forms, the checkout draft read back
// from storage and the mock API's validation, so a value the form lets through is one the server takes.

/** The gift note's limit (the cart's counter, the form, the draft and the API agree). */
export const GIFT_NOTE_MAX = 250;
/** A promo code is short; anything longer is not one. */
export const PROMO_CODE_MAX = 40;
