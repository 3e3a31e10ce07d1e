import type { RouteConfigEntry } from '@react-router/dev/routes';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ComponentType } from 'react';
/* eslint-disable no-restricted-imports -- tests drive the router from outside the page */
import {
  createRoutesStub,
  Meta,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
  type To,
} from 'react-router';
/* eslint-enable no-restricted-imports */
import App, {
  ErrorBoundary as RootErrorBoundary,
  HydrateFallback as RootHydrateFallback,
  meta as rootMeta,
} from '@/root';
import routes from '@/routes';
import { createQueryClient, setQueryClient } from '@/lib/query-client';
import { forgetSessionEndedElsewhere } from '@/lib/session';
import { i18next } from '@/lib/i18n';
import { local, storageKeys } from '@/lib/storage';
import { localizePath } from '@/config/paths';
// The harness stands in for the client entry: the router's context is the one the entry gives HydratedRouter.
import { openFirstPageAgain, routerContext } from '@/start-up';
import { signInAs, type TestUser } from './sign-in';

export type { TestUser };
// (signInAs lives with the sign-in helpers: a test that only signs in need not import the whole shop)
export { signInAs };

type RouteModule = {
  default?: ComponentType;
  clientLoader?: (args: never) => unknown;
  clientMiddleware?: unknown[];
  shouldRevalidate?: StubRoute['shouldRevalidate'];
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  handle?: unknown;
  meta?: unknown;
};
type StubRoute = Parameters<typeof createRoutesStub>[0][number];

// Every route module of src/routes.ts, as the framework would load it.
const modules = import.meta.glob<RouteModule>(
  ['../app/layouts/*.tsx', '../app/routes/*.tsx', '!../app/**/*.test.tsx'],
  {
    eager: true,
  },
);

function toStub(entry: RouteConfigEntry): StubRoute {
  const module = modules[`../${entry.file}`];
  if (!module?.default) throw new Error(`renderApp: no route module for ${entry.file}`);
  // A vitest mock of a route module throws on a missing export: ask before reading.
  const pick = <K extends keyof RouteModule>(key: K) => (key in module ? module[key] : undefined);
  return {
    // the framework's id: the module's file without its extension (app/routes/products)
    id: entry.id ?? entry.file.replace(/\.[^.]+$/, ''),
    path: entry.path,
    index: entry.index,
    Component: module.default,
    loader: pick('clientLoader') as StubRoute['loader'],
    middleware: pick('clientMiddleware') as StubRoute['middleware'],
    shouldRevalidate: pick('shouldRevalidate'),
    ErrorBoundary: pick('ErrorBoundary'),
    HydrateFallback: pick('HydrateFallback'),
    handle: pick('handle'),
    meta: pick('meta'),
    children: entry.children?.map(toStub),
  } as StubRoute;
}

/**
 * Renders the whole shop — the root's providers, the route tree of src/routes.ts with its clientLoaders (the
 * guards), a fresh QueryClient without retries — at a route, in a memory router (React Router's
 * createRoutesStub). `user: null` means a guest. `router.state.location` is where the shop is now (and
 * `historyAction` how it got there: PUSH, REPLACE or POP);
 * `router.navigate` moves it; `router.rootUpdates` is how many times the root route has rendered (every router
 * navigation renders the shop again from there down).
 */
export function renderApp({
  route = '/',
  user = null,
  state,
  loaderData,
}: {
  route?: string;
  user?: TestUser;
  state?: unknown;
  /** what a prerendered page's build-time loaders gave it, by route id (its first view's data, as hydrated) */
  loaderData?: Record<string, unknown>;
} = {}) {
  // a new page: no session ended by another tab yet (the module's state outlives the tests of a file)
  forgetSessionEndedElsewhere();
  if (user) signInAs(user);
  // As in the browser (root.tsx's head script): an unprefixed page opened in Arabic goes to its /ar twin.
  if (i18next.language === 'ar' || local.get(storageKeys.language) === 'ar')
    route = localizePath(route, 'ar');
  const queryClient = createQueryClient({ retry: false });
  setQueryClient(queryClient);
  openFirstPageAgain();
  const probe: {
    location: Location | null;
    historyAction: NavigationType | null;
    navigate: ((to: To) => void) | null;
    renders: number;
  } = { location: null, historyAction: null, navigate: null, renders: 0 };
  function TestRoot() {
    probe.renders += 1;
    probe.location = useLocation();
    probe.historyAction = useNavigationType();
    const navigate = useNavigate();
    probe.navigate = (to) => void navigate(to);
    // The page's title, description and links, as root.tsx's Layout renders them: React puts them in the head.
    return (
      <>
        <Meta />
        <App />
      </>
    );
  }
  const Stub = createRoutesStub(
    [
      {
        id: 'root',
        Component: TestRoot,
        meta: rootMeta as StubRoute['meta'],
        ErrorBoundary: RootErrorBoundary,
        HydrateFallback: RootHydrateFallback,
        children: routes.map(toStub),
      },
    ],
    routerContext(),
  );
  const router = {
    get state() {
      return { location: probe.location!, historyAction: probe.historyAction };
    },
    navigate(to: To) {
      probe.navigate?.(to);
      return Promise.resolve();
    },
    get rootUpdates() {
      return probe.renders;
    },
  };
  const view = render(
    <Stub
      future={{ v8_middleware: true }}
      hydrationData={loaderData ? { loaderData } : undefined}
      initialEntries={[state === undefined ? route : { pathname: route, state }]}
    />,
  );
  // No stylesheet reaches jsdom (Vitest's `css: false`; the shop sets `pointer-events` only through its classes),
  // so user-event's check of each pressed element's and its parents' computed `pointer-events` could never refuse
  // a press; it cost the screen tests of the piece, the checkout and the bag 3–8% of their time.
  return {
    ...view,
    router,
    queryClient,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}
