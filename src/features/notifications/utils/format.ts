import { dateLocale, dateTimeFormat } from '@/lib/format-date';
import type { Lang } from '@/lib/money';

const NOTIFICATION_TIME = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;

/** When a notification came, in her language and time zone: "23 Nov 2026, 14:05" / "23 نوفمبر 2026 في 2:05 م"; the raw text if not a date. */
export function formatNotificationTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(dateLocale(lang), NOTIFICATION_TIME).format(date);
}
