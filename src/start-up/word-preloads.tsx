import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import type { EntryContext } from 'react-router';
import wordChunkFiles from 'virtual:word-chunks';
import { wordsOfRoutes } from '@/app/route-words';
import type { Lang } from '@/lib/money';

/**
 * The page's words (its routes' namespaces, in its language and in English, the fallback) as module preloads in
 * its HTML, fetched with its scripts rather than one round trip after the entry has run. The SPA fallback, one
 * file for every other path, renders the root only: its words alone.
 *
 * It wraps the router rather than standing beside it: a sibling would make the server's tree fork where the
 * client's (entry.client.tsx: the router alone) does not, and every `useId` of the prerendered HTML would differ
 * from the one hydration computes (labels, descriptions and their ids out of step once anything re-renders).
 */
export function WithWordPreloads({
  lang,
  context,
  children,
}: {
  lang: Lang;
  context: EntryContext;
  children: ReactNode;
}) {
  const matches = context.isSpaMode
    ? [{ route: { id: 'root' } }]
    : (context.staticHandlerContext.matches ?? []);
  // each matched route's words, named by its id in app/route-words
  for (const ns of wordsOfRoutes(matches.map((match) => match.route.id))) {
    const href = wordChunkFiles[`${lang}/${ns}`];
    if (href) preloadModule(href, { as: 'script' });
  }
  return children;
}
