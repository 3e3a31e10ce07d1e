import type { QueryClient } from '@tanstack/react-query';

// Where the shop's one QueryClient is found without loading it: lib/query-client.ts (TanStack Query's core) puts it
// here when a screen with data, a clientLoader or the API client first loads, so a page without data (the home
// page's first view, the information pages) carries none of it in its first load. Start-up's DataProvider
// (src/start-up/data-provider.tsx) provides it from here; lib/session.ts clears it at sign-out (decision 0042).
let current: QueryClient | undefined;
const listeners = new Set<() => void>();

export function provideQueryClient(client: QueryClient): void {
  current = client;
  listeners.forEach((listener) => listener());
}

export const providedQueryClient = (): QueryClient | undefined => current;

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
