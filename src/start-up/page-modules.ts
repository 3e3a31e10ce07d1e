import { addModulePreloads } from './module-preloads';
import { isSpaFallback, manifestMatches } from './router-internals';

/**
 * The SPA fallback (a product, the cart, sign-in…) is one file for every path, so it names only the root's
 * scripts; the router then loads the page's modules as it starts, each import found only once the module that
 * imports it has arrived. From React Router's manifest the page's modules and all their imports are preloaded
 * at once, now, while the words load.
 */
export function preloadPageModules(pathname: string): void {
  if (!isSpaFallback()) return;
  addModulePreloads(
    manifestMatches(pathname).flatMap((entry) =>
      [entry.module, entry.clientLoaderModule, ...(entry.imports ?? [])].filter((href) => href !== undefined),
    ),
  );
}
