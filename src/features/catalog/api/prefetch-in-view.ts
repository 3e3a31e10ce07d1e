import type { QueryClient } from '@tanstack/react-query';
import { sparesData } from '@/lib/prefetch-in-view';
import { getProductQueryOptions } from './get-product';

/** At most this many pieces are fetched ahead for one page of the shop (the first cards she sees)… */
const MAX_PIECES = 12;
/** …and this many at once, so that what she does next is never queued behind them. */
const MAX_IN_FLIGHT = 2;

let page = '';
const asked = new Set<number>();
const waiting: (() => Promise<unknown>)[] = [];
let inFlight = 0;

function next(): void {
  while (inFlight < MAX_IN_FLIGHT && waiting.length > 0) {
    const fetchAhead = waiting.shift()!;
    inFlight += 1;
    void fetchAhead()
      .catch(() => undefined)
      .finally(() => {
        inFlight -= 1;
        next();
      });
  }
}

/**
 * A piece whose card came into view on a touch screen (lib/prefetch-in-view): its page's query is fetched into
 * the cache ahead of her tap, so the page opens without waiting for it. Bounded: the first pieces of a page, a
 * couple at a time, none while her connection is to be spared; one the cache holds fresh is not asked again.
 */
export function prefetchProductInView(queryClient: QueryClient, id: number): void {
  if (sparesData()) return;
  const here = window.location.pathname + window.location.search;
  if (here !== page) {
    page = here;
    asked.clear();
  }
  if (asked.has(id) || asked.size >= MAX_PIECES) return;
  asked.add(id);
  waiting.push(() => queryClient.prefetchQuery({ ...getProductQueryOptions(id), staleTime: 60_000 }));
  next();
}
