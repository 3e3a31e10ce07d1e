import { isApiError } from '@/lib/api-error';

/** Which part of the page a 422 names, so its message shows where she can fix it. */
export type Problem = { where: 'address' | 'extras' | 'pay'; message: string };

export function problemOf(error: unknown, fallback: string): Problem {
  if (!isApiError(error)) return { where: 'pay', message: fallback };
  const entries = Object.entries(error.fieldErrors);
  const address = entries.find(([field]) => field.startsWith('address'));
  if (address) return { where: 'address', message: address[1] };
  const extras = entries.find(([field]) => /^(homeMeasurement|promoCode|giftNote)/.test(field));
  if (extras) return { where: 'extras', message: extras[1] };
  return { where: 'pay', message: entries[0]?.[1] ?? error.message };
}
