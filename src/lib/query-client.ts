import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/** Retry a query only when trying again can help: network failures and server errors, never a 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.status !== null && error.status >= 500;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
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
}

// The shop's one query cache. It is created by the first screen that fetches data, not at start-up, so a
// page without data (the home page's first view, the information pages) never loads the query library.
let client: QueryClient | null = null;

export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/** Tests start every render with a fresh cache (and no retries). */
export function setQueryClient(next: QueryClient): void {
  client = next;
}
