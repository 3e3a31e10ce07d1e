import type { Lang } from '@/lib/money';

// Gregorian with Latin digits in Arabic too, as the shop writes prices and order dates (docs/decisions/0003).
const locale = (lang: Lang) => (lang === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB');

/** When a notification came, in her language and time zone: "23 Nov 2026, 14:05" / "23 نوفمبر 2026 في 2:05 م"; the raw text if not a date. */
export function formatNotificationTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
