/**
 * Asks for a piece as its page's loader runs. The data layer (the query client, the API client) is imported here
 * when it runs, not with the loader's chunk, so the loader starts the page's words at once instead of after it.
 */
export function prefetchProduct(id: number): Promise<void> {
  return Promise.all([import('@/lib/query-client'), import('./get-product')]).then(
    ([{ queryClient }, { getProductQueryOptions }]) => queryClient.prefetchQuery(getProductQueryOptions(id)),
  );
}
