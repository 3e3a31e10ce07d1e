import { useTranslation } from 'react-i18next';
import { deliveryDaysTo, TAILORING_DAYS } from '@/config/delivery';
import type { CountryCode } from '@/config/countries';
import { addDays, dateInTimeZone, isFriday } from './calendar';
import { formatDeliveryRange } from '@/lib/format-date';
import { parseIsoDate } from '@/lib/iso-date';
import { useHydrated } from '@/lib/use-hydrated';

export type DeliveryEstimate = { from: string; to: string };

/**
 * When her pieces should reach her, as calendar days in Bahrain (YYYY-MM-DD): tailoring starts on the day she
 * orders (`start`, the shop's day) or, with a home visit, on the visit's day, once her measurements are taken; it
 * takes up to TAILORING_DAYS; then the days on the road to her country. The range is the road's: the earliest and
 * the latest day it arrives if tailoring takes its full time, a promise the shop can keep. The atelier is closed on
 * Fridays, so a range that would end on one ends on the Saturday after.
 */
export function estimateDelivery({
  start,
  country,
  visitDate = null,
}: {
  start: string;
  country: CountryCode;
  visitDate?: string | null;
}): DeliveryEstimate | null {
  if (!parseIsoDate(start)) return null;
  const from = visitDate && parseIsoDate(visitDate) && visitDate > start ? visitDate : start;
  const ready = addDays(from, TAILORING_DAYS);
  const [min, max] = deliveryDaysTo(country);
  const to = addDays(ready, max);
  return { from: addDays(ready, min), to: isFriday(to) ? addDays(to, 1) : to };
}

/** The shop's day of an instant (an order's `createdAt`, or now), or null for what is not a time. */
export function shopDayOf(instant: string | Date): string | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : dateInTimeZone(date);
}

/**
 * Her delivery dates, formatted, for a screen: from the shop's today (or `start`, an order's day), after the visit
 * when she booked one. Null while a prerendered page hydrates (its HTML was written on the build's day).
 */
export function useDeliveryEstimate({
  country,
  visitDate = null,
  start = null,
}: {
  country: CountryCode;
  visitDate?: string | null;
  start?: string | null;
}): string | null {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const estimate = estimateDelivery({ start: start ?? dateInTimeZone(new Date()), country, visitDate });
  return estimate ? formatDeliveryRange(estimate, i18n.language === 'ar' ? 'ar' : 'en') : null;
}
