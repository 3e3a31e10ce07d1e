import { queryClient } from '@/lib/query-client';
import { httpClient } from '@/lib/lazy-api-client';
import { parseListParams } from '../utils/list-params';
import { getCategoriesQueryOptions } from './get-categories';
import { getProductsQueryOptions } from './get-products';

/**
 * The collection's live list: its code, the API's client and the shop's query cache. Loaded ahead of a tap on a
 * link to the collection that is on screen (the home page's), and by the collection's loader at the latest, so
 * that nothing of it is fetched one step after another once she is on her way (issue 38: home → the collection
 * was a chain of seven downloads).
 */
export function loadCollectionCode(): Promise<unknown> {
  return Promise.all([
    import('../components/collection-list').then((m) => m.preloadProductList()),
    httpClient(),
  ]);
}

/**
 * What the collection at `search` (its address's query) asks the API for first — the page of the list and the
 * categories — started now, beside its code: the list's own queries find them in the cache, in flight or in.
 * Not awaited by the page (prefetchQuery never fails): a slow API shows the list's skeleton on the new page, not
 * the old page frozen.
 */
export function prefetchCollection(search: string): void {
  const params = parseListParams(new URLSearchParams(search));
  void queryClient.prefetchQuery(getProductsQueryOptions(params));
  void queryClient.prefetchQuery(getCategoriesQueryOptions());
}
