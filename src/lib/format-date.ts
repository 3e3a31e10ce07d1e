import { parseIsoDate } from '@/lib/rules';
import type { Lang } from '@/lib/money';

// Dates through Intl in her language, Gregorian with Latin digits in Arabic too (as prices are written,
// docs/decisions/0003). A visit's date is a calendar day (YYYY-MM-DD): formatted in UTC so it never shifts.
const locale = (lang: Lang) => (lang === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB');

const VISIT_DATE = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
} as const;
const ORDER_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const DELIVERY_RANGE = { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;

// A DateTimeFormat is costly to make, and a list or a piece's page formats many dates: one per language and use.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Lang, use: 'visit' | 'order' | 'range'): Intl.DateTimeFormat {
  const key = `${lang}|${use}`;
  let format = formats.get(key);
  if (!format) {
    const options = use === 'visit' ? VISIT_DATE : use === 'order' ? ORDER_DATE : DELIVERY_RANGE;
    format = new Intl.DateTimeFormat(locale(lang), options);
    formats.set(key, format);
  }
  return format;
}

/** "Wednesday 25 November 2026" / "الأربعاء، 25 نوفمبر 2026"; the raw text if it is not a date. */
export function formatVisitDate(date: string, lang: Lang): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  return dateFormat(lang, 'visit').format(parsed);
}

/** The day an order was placed (an ISO time), in her own time zone: "23 November 2026". */
export function formatOrderDate(iso: string, lang: Lang): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return dateFormat(lang, 'order').format(parsed);
}

/** "Mon 7 – Wed 9 December" / "الاثنين 7 – الأربعاء 9 ديسمبر", in her language (Gregorian, Latin digits). */
export function formatDeliveryRange({ from, to }: { from: string; to: string }, lang: Lang): string {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return `${from} – ${to}`;
  return dateFormat(lang, 'range').formatRange(start, end);
}
