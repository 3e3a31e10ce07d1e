import { parseIsoDate } from '@/lib/rules';
import type { Lang } from '@/lib/money';

// Dates through Intl in her language, Gregorian with Latin digits in Arabic too (as prices are written,
// docs/decisions/0003). A visit's date is a calendar day (YYYY-MM-DD): formatted in UTC so it never shifts.
const locale = (lang: Lang) => (lang === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB');

/** "Wednesday 25 November 2026" / "الأربعاء، 25 نوفمبر 2026"; the raw text if it is not a date. */
export function formatVisitDate(date: string, lang: Lang): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  return new Intl.DateTimeFormat(locale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}

/** The day an order was placed (an ISO time), in her own time zone: "23 November 2026". */
export function formatOrderDate(iso: string, lang: Lang): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'long', year: 'numeric' }).format(
    parsed,
  );
}

/** "Mon 7 – Wed 9 December" / "الاثنين 7 – الأربعاء 9 ديسمبر", in her language (Gregorian, Latin digits). */
export function formatDeliveryRange({ from, to }: { from: string; to: string }, lang: Lang): string {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return `${from} – ${to}`;
  return new Intl.DateTimeFormat(locale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatRange(start, end);
}
