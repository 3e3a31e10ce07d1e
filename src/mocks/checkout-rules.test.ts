import { describe, expect, it } from 'vitest';
import { findPromo, priceSelection, shopToday, visitDateError, visitMessages } from './checkout-rules';

describe('the buying path’s rules', () => {
  it('takes today from Bahrain’s clock, not the device’s', () => {
    expect(shopToday(new Date('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    expect(shopToday(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
  });

  it('books a visit from tomorrow up to 90 days ahead, never today, a past day or a date that does not exist', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    expect(visitDateError('2026-11-24', now)).toBe(visitMessages.past);
    expect(visitDateError('2026-11-23', now)).toBe(visitMessages.past);
    expect(visitDateError('2026-11-25', now)).toBeNull();
    expect(visitDateError('2027-02-22', now)).toBeNull();
    expect(visitDateError('2027-02-23', now)).toBe(visitMessages.tooFar);
    expect(visitDateError('2027-02-30', now)).toBe(visitMessages.notADate);
  });

  it('matches promo codes trimmed and in any case, and tells an expired one from an unknown one', () => {
    expect(findPromo(' eid5 ')).toMatchObject({ code: 'EID5', error: null });
    expect(findPromo('')).toEqual({ promo: null, code: null, error: null });
    expect(findPromo('Summer2024').error?.en).toBe('The promo code SUMMER2024 has expired.');
    expect(findPromo('X1').error?.ar).toBe('الرمز الترويجي «X1» غير صحيح.');
  });

  it('rounds every figure to the currency: 10% of a Kuwaiti subtotal to 3 decimals', () => {
    const item = { unitPrice: 12.345, measurementType: 'standard' } as never;
    const { promo } = findPromo('WELCOME10');
    expect(priceSelection([item, item], 'kw', promo)).toEqual({
      subtotal: 24.69,
      homeMeasurementFee: 0,
      deliveryFee: 2.853,
      discount: 2.469,
      total: 25.074,
      currency: 'KWD',
    });
  });
});
