// A home visit is offered in Bahrain only, and it follows the delivery address (contract change 2026-11-27).
import { HOME_VISIT_COUNTRY, type CountryCode } from '@/config/countries';
import { homeVisitRefusedItemIds } from '@/lib/api-error';
import type { CartItem } from '@/domain/schemas';

/**
 * The pieces of her order whose home visit cannot take place where it goes: measured at home, to an address she
 * picked outside Bahrain (known the moment she picks it), or named by the server's refusal (the quote's or the
 * order's 422 with `itemIds`), which counts even where the shop's own reading found nothing.
 */
export function homeVisitAbroad(
  items: readonly CartItem[],
  addressCountry: CountryCode | null,
  refusals: readonly unknown[],
): CartItem[] {
  const named = new Set(refusals.flatMap((error) => homeVisitRefusedItemIds(error)));
  const abroad = addressCountry !== null && addressCountry !== HOME_VISIT_COUNTRY;
  return items.filter((item) => named.has(item.itemId) || (abroad && item.measurementType === 'home'));
}
