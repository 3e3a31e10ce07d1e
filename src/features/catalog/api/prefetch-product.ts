import { queryClient } from '@/lib/query-client';
import { getProductQueryOptions } from './get-product';

/** A piece asked for ahead of its page: a card or a featured piece she points at or focuses. */
export function prefetchProduct(id: number): void {
  void queryClient.prefetchQuery(getProductQueryOptions(id));
}
