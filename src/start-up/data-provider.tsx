import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Deferred } from '@/components/ui/deferred';
import { providedQueryClient, subscribeQueryClient } from '@/lib/query-client-slot';

// 'Taking longer than usual': only once data is in play (it reads the QueryClient, which a page without data never loads).
const loadSlowNotice = () => import('@/app/slow-notice');
// React Query's devtools, in development only: a production build carries none of them.
const QueryDevtools = import.meta.env.DEV
  ? lazy(() => import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })))
  : null;

/**
 * The one QueryClient (lib/query-client.ts) for every screen under the root, provided once its code has loaded:
 * with the first screen, clientLoader or widget that has data, never in the first load of a page without any.
 * lib/query-client-slot.ts is where that code says it has loaded; this decides what follows it, and when.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, providedQueryClient, providedQueryClient);
  // Client-only widgets come after hydration, so the prerendered HTML and the first render always agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <QueryClientContext.Provider value={client}>
      {children}
      <Deferred load={loadSlowNotice} when={Boolean(client) && hydrated} />
      {QueryDevtools && client && hydrated && (
        <Suspense fallback={null}>
          <QueryDevtools buttonPosition="bottom-left" client={client} />
        </Suspense>
      )}
    </QueryClientContext.Provider>
  );
}
