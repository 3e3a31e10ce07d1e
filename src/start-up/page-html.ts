import type { EntryContext } from 'react-router';
import { headStart, startAfterFirstPaint, startWhenAllowed } from './head-start';
import { pieceAnswerScript } from './piece-answer-script';

/**
 * A rendered page's HTML as the build writes it (src/entry.server.tsx): its head's inline scripts first
 * (start-up/head-start) and then its scripts. A prerendered page paints from its HTML, so its scripts wait for
 * that paint. The SPA fallback paints only a spinner and needs its scripts for everything: they start at once,
 * as React Router writes them, and a piece's address asks for its page at once from the fallback's own head script.
 * So does every page of the dev server, whose router script also brings Vite's client and hot reloading.
 */
export function writtenPage(
  html: string,
  { spaFallback, manifest }: { spaFallback: boolean; manifest: EntryContext['manifest'] },
): string {
  // The fallback's own head script, after the others (a redirect to her language's twin comes first): a piece's
  // address asks for its page's files and the piece at once (start-up/piece-answer-script).
  const headEnd = html.indexOf('</head>');
  const withPiece =
    spaFallback && headEnd >= 0
      ? `${html.slice(0, headEnd)}<script>${pieceAnswerScript(manifest)}</script>${html.slice(headEnd)}`
      : html;
  const page = headStart(withPiece, { referrerUntilScripts: spaFallback });
  if (import.meta.env.DEV) return page;
  return spaFallback ? startWhenAllowed(page) : startAfterFirstPaint(page);
}
