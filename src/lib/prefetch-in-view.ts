import { useEffect, useRef } from 'react';

type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * Her connection asks the shop to spare it: data saving on, or a 2g (or slower) link. Nothing is fetched ahead
 * of her taps then.
 */
export function sparesData(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * A device without hover (a touch screen): pointing at a link (`pointerenter`) comes with the tap itself, so
 * prefetching on intent starts nothing ahead. There the pages of the links on screen are fetched instead, unless
 * her connection is to be spared.
 */
export function prefetchesInView(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches && !sparesData()
  );
}

/**
 * Runs `go` once the page has loaded and the main thread is idle, so that nothing fetched ahead competes with
 * the first load (its paint, its scripts, its data). Returns a way to call it off.
 */
export function whenPageIdle(go: () => void): () => void {
  let off = false;
  let cancelIdle = () => {};
  const idle = () => {
    if (off) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => !off && go(), { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(() => !off && go(), 0);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    off = true;
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * Marked on the page's timeline the first time, once it has loaded and idled, it fetches something it does not need
 * for itself: ahead, for a page she may open next, or an optional widget of the idle page (the chat's launcher,
 * issue 39). What it asked for before is its own first load, what it asks for after is not (`npm run bench`
 * counts the home page's first-load JavaScript up to this mark, and what came after apart; decision 0040).
 */
export const FETCHING_AHEAD_MARK = 'shop:fetching-ahead';
let markedAhead = false;
export function markFetchingAhead(): void {
  if (markedAhead) return;
  markedAhead = true;
  performance.mark?.(FETCHING_AHEAD_MARK);
}

/**
 * Calls `onView` once, the first time `element` is on screen, on a device that prefetches what is in view
 * (prefetchesInView), and not before the page has loaded and idled. An effect: on a prerendered page nothing
 * happens before hydration.
 */
export function useFirstInView(element: Element | null, enabled: boolean, onView: () => void): void {
  const latest = useRef(onView);
  useEffect(() => {
    latest.current = onView;
  });
  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver !== 'function' || !prefetchesInView()) return;
    let observer: IntersectionObserver | undefined;
    const stopWaiting = whenPageIdle(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          if (sparesData()) return;
          markFetchingAhead();
          latest.current();
        },
        { rootMargin: '0px' },
      );
      observer.observe(element);
    });
    return () => {
      stopWaiting();
      observer?.disconnect();
    };
  }, [element, enabled]);
}
