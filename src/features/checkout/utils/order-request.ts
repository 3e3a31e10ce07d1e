import type { CheckoutDraft } from '@/domain/checkout-draft';
import type { CartItem } from '@/domain/schemas';

/**
 * What she is about to order, from the pieces chosen and what the cart handed over: a visit only when a piece is
 * measured at home, a gift note only when it says something.
 */
export function orderRequest(draft: CheckoutDraft, items: readonly CartItem[]) {
  const needsVisit = items.some((item) => item.measurementType === 'home');
  return {
    itemIds: items.map((item) => item.itemId),
    needsVisit,
    visit: needsVisit ? draft.homeMeasurement : null,
    giftNote: draft.giftNote.trim(),
    promoCode: draft.promoCode,
  };
}

export type OrderRequest = ReturnType<typeof orderRequest>;
