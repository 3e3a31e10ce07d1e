// What the cart hands to checkout (spec 3): the selected items, the home visit, the gift note and the promo
// code. Kept in session storage so a reload of /checkout keeps it; what is read back is untrusted and validated.
import { z } from 'zod/mini';
import { homeMeasurementSchema, type HomeMeasurement } from '@/domain/schemas';
import { GIFT_NOTE_MAX, PROMO_CODE_MAX } from '@/domain/order-limits';
import { session } from '@/lib/storage';

/** More items than any cart holds: a bound on what is read back. */
export const DRAFT_ITEMS_MAX = 200;

export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

export interface CheckoutDraft {
  itemIds: number[];
  homeMeasurement: HomeMeasurement | null;
  giftNote: string;
  promoCode: string | null;
}

export const checkoutDraftSchema = z.object({
  itemIds: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(DRAFT_ITEMS_MAX)),
  homeMeasurement: z.nullable(homeMeasurementSchema),
  giftNote: z.string().check(z.maxLength(GIFT_NOTE_MAX)),
  promoCode: z.nullable(z.string().check(z.minLength(1), z.maxLength(PROMO_CODE_MAX))),
});

export const EMPTY_CHECKOUT_DRAFT: CheckoutDraft = {
  itemIds: [],
  homeMeasurement: null,
  giftNote: '',
  promoCode: null,
};

/** The draft saved by the cart, or null when there is none or it is not well-formed (then it is discarded). */
export function readCheckoutDraft(): CheckoutDraft | null {
  const raw = session.get(CHECKOUT_DRAFT_KEY);
  if (raw === null) return null;
  // A value longer than any real draft is not parsed at all.
  if (raw.length > 20_000) {
    clearCheckoutDraft();
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const result = checkoutDraftSchema.safeParse(parsed);
  if (!result.success) {
    clearCheckoutDraft();
    return null;
  }
  const { itemIds, homeMeasurement, giftNote, promoCode } = result.data;
  return { itemIds: [...new Set(itemIds)], homeMeasurement, giftNote, promoCode };
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  const { itemIds, homeMeasurement, giftNote, promoCode } = draft;
  session.set(CHECKOUT_DRAFT_KEY, JSON.stringify({ itemIds, homeMeasurement, giftNote, promoCode }));
}

export function clearCheckoutDraft(): void {
  session.remove(CHECKOUT_DRAFT_KEY);
}
