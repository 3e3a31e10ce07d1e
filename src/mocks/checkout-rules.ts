// The buying path's rules, shared by the quote and the order: what a selection of cart items costs in the
// caller's country, the promo codes, and the home visit's date. Documented in docs/mock-api.md.
import type { CountryCode } from '@/config/countries';
import { GIFT_NOTE_MAX } from '@/domain/order-limits';
import { parseIsoDate } from '@/lib/iso-date';
import type { CartItem, HomeMeasurement, Quote } from '@/domain/schemas';
import { currencyFor, DELIVERY_FEE_BHD, FEES_BHD, fromBhd, roundMoney } from './money';
import type { Localized } from './utils';

/** The shop's own time zone: "today" for a home visit is Bahrain's today, wherever she is. */
export const SHOP_TIME_ZONE = 'Asia/Bahrain';
/** The gift note's limit is the cart's. */
export { GIFT_NOTE_MAX };
/** A visit can be booked at most this many days ahead. */
export const VISIT_MAX_DAYS_AHEAD = 90;

/** Today's date (YYYY-MM-DD) in the shop's time zone. */
export function shopToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function addDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate) as Date;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const visitMessages = {
  notADate: { en: 'Choose a valid date for the visit.', ar: 'اختاري تاريخاً صحيحاً للزيارة.' },
  past: {
    en: 'Choose a visit date from tomorrow on: today and past dates cannot be booked.',
    ar: 'اختاري موعد الزيارة ابتداءً من الغد: لا يمكن حجز زيارة اليوم أو في تاريخ مضى.',
  },
  tooFar: {
    en: `Choose a visit date within the next ${VISIT_MAX_DAYS_AHEAD} days.`,
    ar: `اختاري موعد الزيارة خلال ${VISIT_MAX_DAYS_AHEAD} يوماً من اليوم.`,
  },
  required: {
    en: 'Choose a date and time of day for the home measurement visit.',
    ar: 'اختاري تاريخ زيارة أخذ المقاسات في المنزل ووقتها من اليوم.',
  },
  bahrainOnly: {
    en: 'Home measurement is offered in Bahrain only: a piece measured at home needs a delivery address in Bahrain.',
    ar: 'خدمة أخذ المقاسات في المنزل متاحة في البحرين فقط: القطعة التي تُؤخذ مقاساتها في المنزل تحتاج إلى عنوان توصيل في البحرين.',
  },
} satisfies Record<string, Localized>;

/** Why a visit date cannot be booked, or null when it can: from tomorrow (shop time) up to 90 days ahead. */
export function visitDateError(date: string, now: Date = new Date()): Localized | null {
  if (!parseIsoDate(date)) return visitMessages.notADate;
  const today = shopToday(now);
  if (date <= today) return visitMessages.past;
  if (date > addDays(today, VISIT_MAX_DAYS_AHEAD)) return visitMessages.tooFar;
  return null;
}

type Promo = { code: string; expired?: true; discount?: (subtotal: number, country: CountryCode) => number };
const PROMOS: Promo[] = [
  { code: 'WELCOME10', discount: (subtotal) => subtotal * 0.1 },
  { code: 'EID5', discount: (subtotal, country) => Math.min(fromBhd(5, country), subtotal) },
  { code: 'SUMMER2024', expired: true },
];

export const promoMessages = {
  unknown: (code: string): Localized => ({
    en: `“${code}” is not a valid promo code.`,
    ar: `الرمز الترويجي «${code}» غير صحيح.`,
  }),
  expired: (code: string): Localized => ({
    en: `The promo code ${code} has expired.`,
    ar: `الرمز الترويجي ${code} منتهي الصلاحية.`,
  }),
};

/** The promo code she typed: trimmed, matched without regard to case; null when empty. */
export function findPromo(raw: string | null): {
  promo: Promo | null;
  code: string | null;
  error: Localized | null;
} {
  const typed = raw?.trim() ?? '';
  if (!typed) return { promo: null, code: null, error: null };
  const promo = PROMOS.find((p) => p.code === typed.toUpperCase());
  if (!promo) return { promo: null, code: null, error: promoMessages.unknown(typed) };
  if (promo.expired) return { promo: null, code: null, error: promoMessages.expired(promo.code) };
  return { promo, code: promo.code, error: null };
}

/**
 * The quote of priced cart items (already in the country's currency) for a country. `promo` is a valid code
 * from findPromo. Fees are the contract's BHD figures converted; the total is rounded to the currency. Delivery
 * is free to `deliveryCountry` Bahrain (the address's country, else the selected one: contract 2026-11-27).
 */
export function priceSelection(
  items: readonly CartItem[],
  country: CountryCode,
  promo: Promo | null,
  deliveryCountry: CountryCode = country,
): Omit<Quote, 'itemIds' | 'promoCode'> {
  const currency = currencyFor(country);
  const subtotal = roundMoney(
    items.reduce((sum, item) => sum + item.unitPrice, 0),
    currency,
  );
  const homeMeasurementFee = items.some((item) => item.measurementType === 'home')
    ? fromBhd(FEES_BHD.homeMeasurement, country)
    : 0;
  const deliveryFee = deliveryCountry === 'bh' || items.length === 0 ? 0 : fromBhd(DELIVERY_FEE_BHD, country);
  const discount = promo?.discount ? roundMoney(promo.discount(subtotal, country), currency) : 0;
  const total = roundMoney(Math.max(0, subtotal + homeMeasurementFee + deliveryFee - discount), currency);
  return { subtotal, homeMeasurementFee, deliveryFee, discount, total, currency };
}

/** A booked visit's fields, checked: the field errors of the contract's 422 (homeMeasurement.date). */
export function visitErrors(
  visit: HomeMeasurement | null,
  now: Date = new Date(),
): Record<string, Localized> {
  if (!visit) return {};
  const error = visitDateError(visit.date, now);
  return error ? { 'homeMeasurement.date': error } : {};
}
