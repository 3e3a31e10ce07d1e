import type { EntryContext } from 'react-router';
import {
  fallbackPreloads,
  headStart,
  PRELOAD_GATE,
  startAfterFirstPaint,
  startWhenAllowed,
} from './head-start';
import { inlineScript } from './inline-script';
import { addModulePreloads } from './module-preloads';
import { takeModulePreloads } from './router-internals';
import { pieceAnswerScript } from './piece-answer-script';

/**
 * A rendered page's HTML as the build writes it (src/entry.server.tsx): its head's inline scripts first
 * (start-up/head-start) and then its scripts. A prerendered page paints from its HTML, so its scripts wait for
 * that paint. The SPA fallback paints only a spinner and needs its scripts for everything: they are asked for and
 * start at once, except at a piece's address, where they wait for the piece's preview (issue 38). Every page of
 * the dev server starts at once, as React Router writes it (its router script also brings Vite's client).
 */
export function writtenPage(
  html: string,
  { isSpaMode: spaFallback, manifest }: Pick<EntryContext, 'isSpaMode' | 'manifest'>,
): string {
  // The built fallback's own head scripts, after the others (a redirect to her language's twin comes first): a
  // piece's address asks for the piece at once and draws its preview (start-up/piece-answer-script), and its
  // module preloads, added by the next script (fallbackPreloads), wait for that preview.
  const built = spaFallback && !import.meta.env.DEV;
  const page = headStart(built ? withPieceScripts(html, manifest) : html, {
    referrerUntilScripts: spaFallback,
  });
  if (import.meta.env.DEV) return page;
  return spaFallback ? startWhenAllowed(page) : startAfterFirstPaint(page);
}

/** The SPA fallback with its piece's head script and its module preloads made a head script's (start-up/head-start). */
function withPieceScripts(html: string, manifest: EntryContext['manifest']): string {
  const { page, preloads } = takeModulePreloads(html);
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return html;
  const scripts =
    `<script>${pieceAnswerScript(manifest)}</script>` +
    `<script>${inlineScript(fallbackPreloads, preloads, PRELOAD_GATE, addModulePreloads)}</script>`;
  return `${page.slice(0, headEnd)}${scripts}${page.slice(headEnd)}`;
}
