import { headStart, startAfterFirstPaint } from './head-start';

/**
 * A rendered page's HTML as the build writes it (src/entry.server.tsx): its head's inline scripts first
 * (start-up/head-start) and then its scripts. A prerendered page paints from its HTML, so its scripts wait for
 * that paint. The SPA fallback paints only a spinner and needs its scripts for everything: they start at once,
 * as React Router writes them. So does every page of the dev server, whose router script also brings Vite's
 * client and hot reloading.
 */
export function writtenPage(html: string, { spaFallback }: { spaFallback: boolean }): string {
  const page = headStart(html, { referrerUntilScripts: spaFallback });
  return spaFallback || import.meta.env.DEV ? page : startAfterFirstPaint(page);
}
