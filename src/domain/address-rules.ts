// Spec 5's address rules (customer name, phone digits only, city, address details and country required; email,
// state and zip optional) with upper bounds no real address reaches. The form and the mock API's validation
// both read these, so a value the form lets through is one the server takes.
export const ADDRESS_NAME_MAX = 100;
export const PHONE_MIN = 7;
/** E.164: at most 15 digits, the country code included. */
export const PHONE_MAX = 15;
export const CITY_MAX = 80;
export const STATE_MAX = 80;
export const ZIP_MAX = 20;
export const DETAILS_MAX = 300;

export const isDigitsOnly = (value: string): boolean => /^\d+$/.test(value);
