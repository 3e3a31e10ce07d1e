import { QueryClient, type Query } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { provideQueryClient } from './query-client-slot';

const MAX_RETRIES = 2;

/**
 * Retry a query only when trying again can help: network failures and server errors, never a 4xx. An answer
 * that timed out is not retried on its own: three attempts of API_TIMEOUT_MS kept a hanging page on its skeleton
 * for a minute; she gets the error and its 'Try again' instead, after one wait.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  // Checked by name, not `instanceof`: the first load of every page carries this file, not the API layer (zod).
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const { kind, status } = error as ApiError;
  if (kind === 'timeout') return false;
  if (kind === 'network') return true;
  return status !== null && status >= 500;
}

// When each query's current fetch began (its retries included): a page's first call starts before anything on
// screen can watch it, and 'taking longer' counts from when she started waiting, not from when the notice mounted.
const fetchStarts = new WeakMap<Query, number>();

/** When the oldest answer still awaited was asked for; null when none is. */
export function oldestFetchStart(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    const started = fetchStarts.get(query);
    if (query.state.fetchStatus !== 'fetching' || started === undefined) continue;
    if (oldest === null || started < oldest) oldest = started;
  }
  return oldest;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: options.retry === false ? false : shouldRetry,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') fetchStarts.set(event.query, Date.now());
  });
  return client;
}

// The shop's one query cache: the root's provider and the route modules' clientLoaders share it.
export let queryClient: QueryClient = createQueryClient();
provideQueryClient(queryClient);

export function getQueryClient(): QueryClient {
  return queryClient;
}

/** Tests start every render with a fresh cache (and no retries). */
export function setQueryClient(next: QueryClient): void {
  queryClient = next;
  provideQueryClient(next);
}
