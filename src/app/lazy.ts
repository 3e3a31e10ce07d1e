import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A screen or widget that fetches data: its code and the data layer load side by side (no waterfall), and the
 * component renders under the shared QueryClient. Screens without data use React.lazy alone.
 */
export function lazyWithData<P extends object>(load: () => Promise<Module<P>>) {
  return lazy(() =>
    Promise.all([load(), import('./data-layer')]).then(([screen, layer]) => ({
      default: layer.withDataLayer(screen.default),
    })),
  );
}
