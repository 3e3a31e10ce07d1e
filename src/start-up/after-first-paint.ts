/**
 * An inline script's way to run `go` once the page's first contentful paint is on the screen (the
 * `first-contentful-paint` entry: the moment it is shown, not the frame that drew it, which a slow screen can
 * show tens of milliseconds later). At once in a background tab, which paints nothing until it is shown; after
 * the first frame where paint timing is missing; after 3 s at the latest. Used by the page's router script
 * (start-up/head-start) and its faces (start-up/web-fonts): what the first paint does not need waits for it.
 * Self-contained: its text is written into the page (start-up/inline-script).
 */
export function afterFirstPaint(go: () => void): void {
  let done = false;
  const run = () => {
    if (!done) {
      done = true;
      go();
    }
  };
  if (document.visibilityState === 'hidden') return run();
  setTimeout(run, 3000);
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(run));
        }
      }).observe({ type: 'paint', buffered: true });
      return;
    }
  } catch {
    // paint timing missing or refused: after the first frame instead
  }
  requestAnimationFrame(() => setTimeout(run));
}
