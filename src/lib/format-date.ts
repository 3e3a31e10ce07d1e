import { parseIsoDate } from '@/lib/iso-date';
import type { Lang } from '@/lib/money';

// Dates through Intl in her language, Gregorian with Latin digits in Arabic too (as prices are written,
// docs/decisions/0003). A visit's date is a calendar day (YYYY-MM-DD): formatted in UTC so it never shifts.
export const dateLocale = (lang: Lang) => (lang === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB');

const made = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * The Intl.DateTimeFormat of a locale and options, made once: making one is costly, and a list or a piece's page
 * formats many dates on every render. `options` is a module-level constant (the cache follows its identity).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byLocale = made.get(options);
  if (!byLocale) made.set(options, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const VISIT_DATE = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
} as const;
const ORDER_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const DELIVERY_RANGE = { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;

/** "Wednesday 25 November 2026" / "الأربعاء، 25 نوفمبر 2026"; the raw text if it is not a date. */
export function formatVisitDate(date: string, lang: Lang): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  return dateTimeFormat(dateLocale(lang), VISIT_DATE).format(parsed);
}

/** The day an order was placed (an ISO time), in her own time zone: "23 November 2026". */
export function formatOrderDate(iso: string, lang: Lang): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return dateTimeFormat(dateLocale(lang), ORDER_DATE).format(parsed);
}

/** "Mon 7 – Wed 9 December" / "الاثنين 7 – الأربعاء 9 ديسمبر", in her language (Gregorian, Latin digits). */
export function formatDeliveryRange({ from, to }: { from: string; to: string }, lang: Lang): string {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return `${from} – ${to}`;
  return dateTimeFormat(dateLocale(lang), DELIVERY_RANGE).formatRange(start, end);
}
