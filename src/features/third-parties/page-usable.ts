import { useSyncExternalStore } from 'react';
import { markFetchingAhead } from '@/lib/prefetch-in-view';

// The optional third parties wait until the page is usable (issue 39): her first press or key, or the browser's
// first idle moment after the page has loaded, whichever comes first; never on the first paint's path. Once
// usable, it stays so for the rest of her visit (moving between pages is not a new load).
let usable = false;
let watching = false;
let stopWaiting = () => {};
const listeners = new Set<() => void>();
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

function becomeUsable() {
  if (usable) return;
  usable = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, becomeUsable, true);
  for (const listener of [...listeners]) listener();
}

function watch() {
  if (watching) return;
  watching = true;
  for (const type of INTERACTIONS)
    window.addEventListener(type, becomeUsable, { capture: true, passive: true });
  // Idle after its load, the page has what it needs for itself: what comes now is not its first load.
  const idle = () => {
    markFetchingAhead();
    becomeUsable();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(idle, { timeout: 4000 });
      stopWaiting = () => window.cancelIdleCallback?.(id);
    } else {
      const id = window.setTimeout(idle, 1000);
      stopWaiting = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    stopWaiting = () => window.removeEventListener('load', whenIdle);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watch();
  return () => listeners.delete(listener);
}

/** False until the page is usable (and in the build's render), then true. */
export function usePageUsable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => usable,
    () => false,
  );
}

/**
 * For tests, which open the shop many times in one document: not usable yet, nothing watched, and no idle moment
 * awaited (its callback would mark the timeline of whatever runs next).
 */
export function forgetPageUsable(): void {
  usable = false;
  watching = false;
  for (const type of INTERACTIONS) window.removeEventListener(type, becomeUsable, true);
  stopWaiting();
  stopWaiting = () => {};
}
