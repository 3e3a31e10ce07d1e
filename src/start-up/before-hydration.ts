import { langOfPath, paths, stripLang } from '@/config/paths';
import { wordsOfRoutes } from '@/app/route-words';
import { initI18n } from '@/lib/i18n';
import { preloadPageModules } from './page-modules';
import { isSpaFallback, loadedRouteIds } from './router-internals';

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
  if (isSpaFallback()) void import('@/lib/api-client').catch(() => undefined);
  // The page's words load before hydration, so React's first render matches the prerendered HTML: all at once
  // (a prerendered page has them preloaded in its HTML, start-up/word-preloads), not `common` first and the
  // page's after it. React Router's module script has imported the page's route modules; app/route-words names
  // the words of each by its id.
  return { wordsReady: initI18n(langOfPath(pathname), wordsOfRoutes(loadedRouteIds())) };
}
