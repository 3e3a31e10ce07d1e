import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ListControls } from './product-list';
import { ProductFilters } from './product-filters';
import {
  DEFAULT_LIST_PARAMS,
  parseListParams,
  withFilters,
  type ProductListParams,
} from '../utils/list-params';

/**
 * The collection's filters as the page draws them, the same from the prerendered first paint to the list's
 * arrival, so what she types in the first seconds stays, focused: the prerendered defaults until the page has
 * hydrated, then the address's filters, then what the list reads (`controls`, with the categories and its way to
 * change them). Before the list is in, a change goes to the address, where the list will read it.
 */
export function PageFilters({ hydrated, controls }: { hydrated: boolean; controls: ListControls | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const toAddress = useCallback(
    (patch: Partial<ProductListParams>, options: { replace?: boolean } = {}) =>
      void setSearchParams((current) => withFilters(current, patch), { replace: options.replace ?? false }),
    [setSearchParams],
  );
  const params = controls?.params ?? (hydrated ? parseListParams(searchParams) : DEFAULT_LIST_PARAMS);
  return (
    <ProductFilters
      params={params}
      categories={controls?.categories}
      onChange={controls?.update ?? toAddress}
    />
  );
}
