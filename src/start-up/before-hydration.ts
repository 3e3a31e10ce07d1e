import { env } from '@/config/env';
import { langOfPath, paths, stripLang } from '@/config/paths';
import { wordsOfRoutes } from '@/app/route-words';
import { hasEarlyAnswers } from '@/lib/early-answer';
import { initI18n } from '@/lib/i18n';
import { preloadPageModules } from './page-modules';
import { isSpaFallback, loadedRouteIds, manifestMatches } from './router-internals';

/**
 * What the client entry does before it hydrates the page at `pathname` (src/entry.client.tsx): it returns once
 * the words have started loading, with the promise of their arrival, so the mock API can start beside them.
 */
export async function beforeHydration(pathname: string): Promise<{ wordsReady: Promise<unknown> }> {
  // The Google callback's token leaves the address bar before the router or anything else reads it.
  if (stripLang(pathname) === paths.authCallback) {
    const { captureAuthCallback } = await import('@/features/auth/utils/capture-auth-callback');
    captureAuthCallback();
  }
  preloadPageModules(pathname);
  // The API's client is a file of its own (lib/api-client, loaded by lib/lazy-api-client): on the fallback its data waits for it, so it comes now,
  // beside the page's modules, not once they have arrived and asked for it.
  // At a piece's address its head script has asked for the piece already (start-up/piece-answer-script): the client
  // comes when something asks for it, and the page's own files have the connection to themselves.
  if (isSpaFallback() && !hasEarlyAnswers()) void import('@/lib/api-client').catch(() => undefined);
  // The page's words load before hydration, so React's first render matches the prerendered HTML: all at once
  // (a prerendered page has them preloaded in its HTML, start-up/word-preloads), not `common` first and the
  // page's after it. React Router's module script has imported the page's route modules; app/route-words names
  // the words of each by its id.
  // The SPA fallback has imported only the root's module: its page's routes, and so their words, come from the
  // manifest's match of the address, so the page's words load now beside its modules, not once its clientLoader runs.
  // The API's own paths (the mock's card and Google pages) keep the root's words alone: the shop does not start
  // there, and words still loading as such a page draws itself in its own language would set the document's.
  const apiPage = pathname.startsWith(`${env.API_URL}/`);
  const routeIds =
    isSpaFallback() && !apiPage ? manifestMatches(pathname).map((route) => route.id) : loadedRouteIds();
  return { wordsReady: initI18n(langOfPath(pathname), wordsOfRoutes(routeIds)) };
}
