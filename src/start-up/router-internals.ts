import { matchRoutes, type RouteObject } from 'react-router';

/**
 * React Router's internals, read here and nowhere else (docs/decisions/0025): the globals it writes into every
 * page for its own hydration (upstream:
 * <https://github.com/remix-run/react-router/blob/main/packages/react-router/lib/dom-export/hydrated-router.tsx>)
 * and the text of the module script its `Scripts` writes
 * (<https://github.com/remix-run/react-router/blob/main/packages/react-router/lib/dom/ssr/components.tsx>).
 * Neither is a public API. router-internals.test.ts pins what is read and how; tests/e2e/router-internals.spec.ts
 * and tests/bundle.test.ts check that the built pages still have it. A React Router update that reshapes any of it
 * breaks here.
 */

/** A route of React Router's manifest (`window.__reactRouterManifest.routes`), as far as start-up reads it. */
export type ManifestRoute = {
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
    __reactRouterRouteModules?: Record<string, object | undefined>;
    __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
    __reactRouterContext?: { isSpaMode?: boolean };
  }
}

/** Whether this page is the SPA fallback (`window.__reactRouterContext.isSpaMode`). */
export const isSpaFallback = (): boolean => Boolean(window.__reactRouterContext?.isSpaMode);

/** Whether the route of this id has its module loaded (`window.__reactRouterRouteModules`). */
export const isRouteModuleLoaded = (id: string): boolean => Boolean(window.__reactRouterRouteModules?.[id]);

/**
 * The ids of the loaded route modules. React Router's inline module script imports the matched route modules
 * before it imports the client entry, so a page's are here already when the entry runs.
 */
export const loadedRouteIds = (): string[] =>
  Object.entries(window.__reactRouterRouteModules ?? {}).flatMap(([id, module]) => (module ? [id] : []));

/**
 * The manifest's routes that match a path: the page's manifest (React Router's is loaded before the client entry),
 * or the build's, given (the SPA fallback's head, start-up/piece-answer-script).
 */
export function manifestMatches(
  pathname: string,
  routes: Record<string, ManifestRoute | undefined> | undefined = window.__reactRouterManifest?.routes,
): ManifestRoute[] {
  if (!routes) return [];
  const manifest = { routes };
  const all = Object.values(routes).filter((route) => route !== undefined);
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

/** The assignment React Router's module script makes; spaced as it writes it (its build checks the SPA fallback for it). */
export const ROUTE_MODULES_ASSIGNMENT = 'window.__reactRouterRouteModules = ';

const ROUTER_SCRIPT =
  /<script type="module" async="">import "([^"]+)";\n((?:import \* as route\w+ from "[^"]+";\n|const route\d+ = \{[^}\n]*\};\n)+)\s*window\.__reactRouterRouteModules = (\{[^\n]*\});\n\nimport\("([^"]+)"\);<\/script>/;
const ROUTE_IMPORT = /import \* as (route\w+) from "([^"]+)";/g;
// A route split into chunks (a clientLoader of its own) is put back together from them: route2 = {...a,...b}.
const ROUTE_JOIN = /const (route\d+) = (\{(?:\.\.\.route\w+,?)+\});/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** React Router's module script, read: what it imports, in its order. */
export type RouterScript = {
  /** The script's whole text, as it stands in the page. */
  script: string;
  manifest: string;
  /** Each route module's binding and file. */
  routes: { name: string; href: string }[];
  /** Each route put back together from its chunks: its binding and the object that joins them. */
  joins: { name: string; parts: string }[];
  /** The object assigned to `window.__reactRouterRouteModules`. */
  modules: string;
  entry: string;
};

/**
 * The page's React Router module script, or undefined when the page has none. A script of another shape throws:
 * the build fails rather than ship a page that never starts (`who` names the caller in the message).
 */
export function readRouterScript(html: string, who: string): RouterScript | undefined {
  if (!html.includes('window.__reactRouterRouteModules')) return undefined;
  const found = ROUTER_SCRIPT.exec(html);
  if (!found) throw new Error(`React Router's module script has a shape ${who} does not know`);
  const [script, manifest, imports, modules, entry] = found as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const routes = [...imports.matchAll(ROUTE_IMPORT)].map(([, name = '', href = '']) => ({ name, href }));
  const joins = [...imports.matchAll(ROUTE_JOIN)].map(([, name = '', parts = '']) => ({ name, parts }));
  if (joins.length !== imports.split('const ').length - 1)
    throw new Error(`React Router's module script joins a route's chunks in a way ${who} does not know`);
  return { script, manifest, routes, joins, modules, entry };
}

/** The page without React Router's module preloads in its head, and their files in their order. */
export function takeModulePreloads(html: string): { page: string; preloads: string[] } {
  const preloads: string[] = [];
  const page = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  return { page, preloads };
}
