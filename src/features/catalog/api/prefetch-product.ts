import { getQueryClient } from '@/lib/query-client';
import { getProductQueryOptions } from './get-product';

/**
 * Opening a product page straight from a link: main.tsx asks for the piece while React is still starting, so
 * the page's query finds the answer on its way instead of asking only after the first render.
 */
export function prefetchProduct(id: number): void {
  void getQueryClient().prefetchQuery(getProductQueryOptions(id));
}
