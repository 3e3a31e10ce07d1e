import { describe, expect, it } from 'vitest';
import { firstVisitDay, isFriday } from './calendar';
import { estimateDelivery, shopDayOf } from './delivery-estimate';
import { formatDeliveryRange } from '@/lib/format-date';

describe('the delivery estimate (issue 23.3: dates, not durations)', () => {
  it('is tailoring (up to 10 days from the order) and then the road to her country', () => {
    // Bahrain: 1–2 days on the road; the rest of the Gulf: 3–5
    expect(estimateDelivery({ start: '2026-11-26', country: 'bh' })).toEqual({
      from: '2026-12-07',
      to: '2026-12-08',
    });
    expect(estimateDelivery({ start: '2026-11-24', country: 'sa' })).toEqual({
      from: '2026-12-07',
      to: '2026-12-09',
    });
  });

  it('starts after the home visit, once her measurements are taken', () => {
    expect(estimateDelivery({ start: '2026-11-26', country: 'bh', visitDate: '2026-11-30' })).toEqual({
      from: '2026-12-11',
      to: '2026-12-12',
    });
    // a visit on or before the order's day (an old order read back) moves nothing
    expect(estimateDelivery({ start: '2026-11-26', country: 'bh', visitDate: '2026-11-20' })?.from).toBe(
      '2026-12-07',
    );
    expect(estimateDelivery({ start: '2026-11-26', country: 'bh', visitDate: 'soon' })?.from).toBe(
      '2026-12-07',
    );
  });

  it('never ends on a Friday, when the atelier is closed: the last day is then the Saturday after', () => {
    // ordered Thursday 26 November 2026: ready 6 December, on the road 3–5 days to Saudi Arabia; the 5th day is
    // Friday 11 December
    expect(estimateDelivery({ start: '2026-11-26', country: 'sa' })).toEqual({
      from: '2026-12-09',
      to: '2026-12-12',
    });
    // within Bahrain, 1–2 days: ready Wednesday 9 December, the 2nd day is Friday 11 December
    expect(estimateDelivery({ start: '2026-11-29', country: 'bh' })).toEqual({
      from: '2026-12-10',
      to: '2026-12-12',
    });
    for (let day = 1; day <= 28; day += 1) {
      const start = `2027-02-${String(day).padStart(2, '0')}`;
      for (const country of ['bh', 'sa'] as const) {
        expect(isFriday(estimateDelivery({ start, country })!.to)).toBe(false);
      }
    }
  });

  it('crosses months and years, and has none for a day that is not one', () => {
    expect(estimateDelivery({ start: '2026-12-25', country: 'kw' })).toEqual({
      from: '2027-01-07',
      to: '2027-01-09',
    });
    expect(estimateDelivery({ start: '2026-02-30', country: 'bh' })).toBeNull();
  });

  it("counts the shop's day of an order in Bahrain, whatever the time zone it was written in", () => {
    // 22:30 UTC on the 25th is 01:30 on the 26th in Bahrain
    expect(shopDayOf('2026-11-25T22:30:00Z')).toBe('2026-11-26');
    expect(shopDayOf('not a date')).toBeNull();
  });

  it('reads in her language, Gregorian with Latin digits in Arabic too', () => {
    const range = { from: '2026-12-07', to: '2026-12-09' };
    // Intl puts thin spaces around the dash
    expect(formatDeliveryRange(range, 'en').replace(/\s/g, ' ')).toBe('Mon 7 December – Wed 9 December');
    const ar = formatDeliveryRange(range, 'ar');
    expect(ar).toContain('7');
    expect(ar).toContain('9');
    expect(ar).toContain('ديسمبر');
    expect(ar).not.toMatch(/[٠-٩]/);
  });

  it('puts the first bookable visit on tomorrow, or the day after when tomorrow is a Friday', () => {
    expect(firstVisitDay(new Date('2026-11-24T09:00:00Z'))).toBe('2026-11-25'); // Wednesday
    expect(firstVisitDay(new Date('2026-11-26T09:00:00Z'))).toBe('2026-11-28'); // Friday 27th: Saturday
  });
});
