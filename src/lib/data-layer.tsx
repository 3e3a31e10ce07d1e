import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * The data layer (react-query, and through the screens under it axios and zod). It is loaded beside the first
 * screen or widget that needs data, never before (docs/decisions/0014). Every provider shares the one cache.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

export function withDataLayer<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithDataLayer(props: P) {
    return (
      <DataLayer>
        <Screen {...props} />
      </DataLayer>
    );
  }
  WithDataLayer.displayName = `WithDataLayer(${Screen.displayName ?? Screen.name})`;
  return WithDataLayer;
}
