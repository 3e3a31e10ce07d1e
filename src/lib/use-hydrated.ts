import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while React hydrates a prerendered page (and in its HTML), true from the render after: for a control
 * that must not be offered before its handler is there (the product page's choices, docs/decisions/0028).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
