// Calendar days (YYYY-MM-DD) in the shop's time zone: the home visit's dates (features/cart) and the delivery
// estimate (domain/delivery-estimate) count days the same way, without a time of day. A day is read by parseIsoDate
// (lib/iso-date), as every other date of the shop.

import { dateTimeFormat } from '@/lib/format-date';
import { parseIsoDate } from '@/lib/iso-date';

export const SHOP_TIME_ZONE = 'Asia/Bahrain';

const dayOptions = (timeZone: string) =>
  ({ timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }) as const;
const SHOP_DAY = dayOptions(SHOP_TIME_ZONE);

/** The calendar date (YYYY-MM-DD) of an instant in a time zone (the shop's: one formatter, made once). */
export function dateInTimeZone(now: Date, timeZone = SHOP_TIME_ZONE): string {
  const options = timeZone === SHOP_TIME_ZONE ? SHOP_DAY : dayOptions(timeZone);
  const parts = dateTimeFormat('en-US', options).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** The date `days` after an ISO date (calendar arithmetic, no time zone involved). */
export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`not a date: ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The shop is closed on Fridays (its opening hours, Help and Contact us), and so are its home visits: the
 * contract does not refuse a Friday, so the shop does (features/cart/utils/visit-dates).
 */
export function isFriday(iso: string): boolean {
  return parseIsoDate(iso)?.getUTCDay() === 5;
}

/** The first day a home visit can be booked: tomorrow in the shop's time zone, or the day after when that is a Friday. */
export function firstVisitDay(now: Date = new Date()): string {
  const tomorrow = addDays(dateInTimeZone(now), 1);
  return isFriday(tomorrow) ? addDays(tomorrow, 1) : tomorrow;
}
