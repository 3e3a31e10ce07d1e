import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_DRAFT_KEY,
  readCheckoutDraft,
  saveCheckoutDraft,
  type CheckoutDraft,
} from './checkout-draft';

const draft: CheckoutDraft = {
  itemIds: [3, 5],
  homeMeasurement: { date: '2026-11-25', timeOfDay: 'morning' },
  giftNote: 'For you',
  promoCode: 'WELCOME10',
};

describe('checkout draft', () => {
  it('reads back what was saved', () => {
    saveCheckoutDraft(draft);
    expect(readCheckoutDraft()).toEqual(draft);
  });

  it('discards anything malformed, oversized or out of bounds', () => {
    for (const raw of [
      'not json',
      JSON.stringify({ ...draft, itemIds: ['3'] }),
      JSON.stringify({ ...draft, itemIds: [-1] }),
      JSON.stringify({ ...draft, giftNote: 'x'.repeat(251) }),
      JSON.stringify({ ...draft, homeMeasurement: { date: 'tomorrow', timeOfDay: 'morning' } }),
      JSON.stringify({ ...draft, promoCode: '' }),
      JSON.stringify({ ...draft, itemIds: Array.from({ length: 201 }, (_, i) => i + 1) }),
      'x'.repeat(30_000),
    ]) {
      sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw);
      expect(readCheckoutDraft()).toBeNull();
      expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    }
    expect(readCheckoutDraft()).toBeNull();
  });
});
