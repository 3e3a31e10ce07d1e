import type { Product } from '@/domain/schemas';

/** A piece as its page's loader has it once asked for: in the cache, or known to be none (the API's 404). */
export type PrefetchedProduct = { product: Product | null; missing: boolean };

/**
 * Asks for a piece as its page's loader runs. The data layer (the query client, the API client) is imported here
 * when it runs, not with the loader's chunk, so the loader starts the page's words at once instead of after it.
 * What it found is what the page's title reads (its route's meta).
 */
export function prefetchProduct(id: number): Promise<PrefetchedProduct> {
  return Promise.all([import('@/lib/query-client'), import('./get-product'), import('@/lib/api-error')]).then(
    async ([{ queryClient }, { getProductQueryOptions }, { isNotFound }]) => {
      const options = getProductQueryOptions(id);
      await queryClient.prefetchQuery(options);
      const state = queryClient.getQueryState(options.queryKey);
      return { product: state?.data ?? null, missing: isNotFound(state?.error) };
    },
  );
}
