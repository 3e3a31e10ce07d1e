import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes, type ClientInstrumentation, type RouteObject } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { langOfPath, paths, stripLang } from './config/paths';
import { initI18n, routeNamespaces } from './lib/i18n';
import { APP_STARTED_EVENT } from './start-up';

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  clientLoaderModule?: string;
  imports?: string[];
};

declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, { handle?: { i18n?: string[] } } | undefined>;
    __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
    __reactRouterContext?: { isSpaMode?: boolean };
  }
}

/** The manifest's routes that match a path (React Router's manifest is loaded before this entry). */
function manifestMatches(pathname: string): ManifestRoute[] {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return [];
  const all = Object.values(manifest.routes).filter((route) => route !== undefined);
  const children = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map(
        ({ id, path, index, caseSensitive }) =>
          ({ id, path, index, caseSensitive, children: index ? undefined : children(id) }) as RouteObject,
      );
  return (matchRoutes(children(undefined), pathname) ?? []).flatMap(({ route }) => {
    const entry = route.id ? manifest.routes[route.id] : undefined;
    return entry ? [entry] : [];
  });
}

/**
 * The SPA fallback (a product, the cart, sign-in…) is one file for every path, so it names only the root's
 * scripts; the router then loads the page's modules as it starts, each import found only once the module that
 * imports it has arrived. From React Router's manifest the page's modules and all their imports are preloaded
 * at once, now, while the words load.
 */
function preloadPageModules(pathname: string): void {
  if (!window.__reactRouterContext?.isSpaMode) return;
  const preloaded = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  for (const entry of manifestMatches(pathname)) {
    for (const href of [entry.module, entry.clientLoaderModule, ...(entry.imports ?? [])]) {
      if (!href || preloaded.has(href)) continue;
      preloaded.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}

/**
 * After a deploy, a tab still running the previous build asks for the route modules it has not loaded yet by
 * their old names. The deploy keeps the previous build's files for a while (README, "Deploying a new build"),
 * but once they are pruned the import fails, and React Router then reloads the page she is on, not the one she
 * clicked (a failed route module import reloads `window.location`; a failed clientLoader module shows the error
 * page): her click is lost. So each navigation she starts (React Router's `navigate` instrumentation, which
 * tells where it goes) imports the target's modules beside the router — the same files, fetched once — and if
 * one cannot be loaded, the address becomes the target before the page reloads: the new build opens where she
 * clicked. A submission (a form's POST) is left to the router.
 */
const landWhereSheClicked: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(_navigate, { to, formMethod }) {
        if (typeof to !== 'string' || (formMethod && formMethod.toUpperCase() !== 'GET')) return;
        const target = new URL(to, window.location.href);
        if (target.origin !== window.location.origin) return;
        const loaded = window.__reactRouterRouteModules ?? {};
        const modules = manifestMatches(target.pathname).flatMap((entry) => [
          ...(loaded[entry.id] ? [] : [entry.module]),
          ...(entry.clientLoaderModule ? [entry.clientLoaderModule] : []),
        ]);
        Promise.all(modules.map((href) => import(/* @vite-ignore */ href))).catch(() => {
          window.history.pushState(null, '', target.pathname + target.search + target.hash);
          window.location.reload();
        });
      },
    });
  },
};

/**
 * The words of the page's routes. React Router's inline module script imports the matched route modules before
 * it imports this entry, so their `handle`s are here already.
 */
const pageNamespaces = (): string[] =>
  routeNamespaces(Object.values(window.__reactRouterRouteModules ?? {}).map((module) => module?.handle));

async function boot() {
  const { pathname } = window.location;
  // The Google callback's token leaves the address bar before the router or anything else reads it.
  if (stripLang(pathname) === paths.authCallback) {
    const { captureAuthCallback } = await import('./features/auth/utils/capture-auth-callback');
    captureAuthCallback();
  }
  preloadPageModules(pathname);
  // The API's client is a file of its own (lib/api): on the fallback its data waits for it, so it comes now,
  // beside the page's modules, not once they have arrived and asked for it.
  if (window.__reactRouterContext?.isSpaMode) void import('./lib/api-client').catch(() => undefined);
  // The page's words load before hydration, so React's first render matches the prerendered HTML: all at once
  // (a prerendered page has them preloaded in its HTML, root.tsx), not `common` first and the page's after it.
  const wordsReady = initI18n(langOfPath(pathname), pageNamespaces());

  // Mocking is a build-time constant: with it off, this branch and the whole mock are not in the bundle. At one
  // of the mock's own pages (the provider's card page, Google's consent screen) the shop does not start.
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    const { startMockApi } = await import('./mocks/browser');
    if (await startMockApi(window.location)) return;
  }
  await wordsReady;

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={import.meta.env.PROD ? [landWhereSheClicked] : []} />
      </StrictMode>,
    );
  });
  // The shop's faces come now, behind the scripts (start-up/web-fonts).
  window.dispatchEvent(new Event(APP_STARTED_EVENT));
}

void boot();
