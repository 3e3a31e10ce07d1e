import { useSearchParams } from 'react-router';
import { useListUpdate } from '../hooks/use-list-update';
import type { ListControls } from './product-list';
import { ProductFilters } from './product-filters';
import { DEFAULT_LIST_PARAMS, parseListParams } from '../utils/list-params';

/**
 * The collection's filters as the page draws them, the same from the prerendered first paint to the list's
 * arrival, so what she types in the first seconds stays, focused: the prerendered defaults until the page has
 * hydrated, then the address's filters, then what the list reads (`controls`, with the categories and its way to
 * change them). Before the list is in, a change goes to the address, where the list will read it.
 */
export function PageFilters({ hydrated, controls }: { hydrated: boolean; controls: ListControls | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const toAddress = useListUpdate(searchParams, setSearchParams);
  const params = controls?.params ?? (hydrated ? parseListParams(searchParams) : DEFAULT_LIST_PARAMS);
  return (
    <ProductFilters
      params={params}
      categories={controls?.categories}
      onChange={controls?.update ?? toAddress}
    />
  );
}
