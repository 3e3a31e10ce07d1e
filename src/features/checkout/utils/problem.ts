import { homeVisitRefusedItemIds, isApiError } from '@/lib/api-error';

/** Which part of the page a 422 names, so its message shows where she can fix it. */
export type Problem = { where: 'address' | 'extras' | 'pay'; message: string };

export function problemOf(error: unknown, fallback: string): Problem {
  if (!isApiError(error)) return { where: 'pay', message: fallback };
  const entries = Object.entries(error.fieldErrors);
  // a home visit to an address outside Bahrain (422 with itemIds): another address is the first way out
  if (homeVisitRefusedItemIds(error).length > 0) {
    return { where: 'address', message: error.fieldErrors.homeMeasurement ?? error.message };
  }
  const address = entries.find(([field]) => field.startsWith('address'));
  if (address) return { where: 'address', message: address[1] };
  const extras = entries.find(([field]) => /^(homeMeasurement|promoCode|giftNote)/.test(field));
  if (extras) return { where: 'extras', message: extras[1] };
  return { where: 'pay', message: entries[0]?.[1] ?? error.message };
}
