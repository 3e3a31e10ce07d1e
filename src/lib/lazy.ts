import type { CustomTypeOptions } from 'i18next';
import { createElement, lazy, type ComponentType } from 'react';
import { loadNamespaces } from '@/lib/i18n';

type Module<P> = { default: ComponentType<P> };
type Namespace = keyof CustomTypeOptions['resources'];

/** A screen whose code (and words) load on demand, and can be loaded ahead with `preload()`. */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A screen split into its own chunk (information pages, layouts: screens without data). `preload()` fetches
 * its code and its translation namespaces; once they are in, the screen renders straight away instead of
 * suspending. main.tsx preloads the screens of the page being opened before React's first render, so that
 * render shows the page, not a spinner that the page then pushes the footer away from (docs/decisions/0014).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<Module<P>>,
  ns: Namespace[] = [],
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= Promise.all([load(), ns.length ? loadNamespaces(ns) : null]).then(
      ([module]) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // a chunk that failed to load (a flaky network) is fetched again next time
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Screen(props: P) {
    return createElement(loaded ?? (Lazy as ComponentType<P>), props);
  }
  return Object.assign(Screen, { preload });
}

/**
 * A screen or widget that fetches data: its code, the data layer and the `feedback` words (a failed call, a
 * field to fix) load side by side (no waterfall), and the component renders under the shared QueryClient.
 * Screens without data use lazyScreen.
 */
export function lazyWithData<P extends object>(load: () => Promise<Module<P>>, ns: Namespace[] = []) {
  return lazyScreen(
    () =>
      Promise.all([load(), import('./data-layer')]).then(([module, layer]) => ({
        default: layer.withDataLayer(module.default),
      })),
    ['feedback', ...ns],
  );
}

/**
 * A screen declared in a registry chunk (router.tsx: the account area): the first load holds only this stand-in.
 * Opening it loads the registry, then the screen, its words and its data layer; `preload()` does the same, so
 * the first page's screens are still in before React's first render.
 */
function deferredScreen<P extends object>(get: () => Promise<LazyScreen<P>>): LazyScreen<P> {
  return lazyScreen(async () => {
    const screen = await get();
    await screen.preload();
    return { default: screen };
  });
}

/**
 * The stand-ins for a registry chunk's screens: `const fromArea = deferredScreens(() => import('./area'))`, then
 * `const Login = fromArea('Login')`. Each is a deferredScreen, typed as the registry's own screen.
 */
export function deferredScreens<R extends { [K in keyof R]: Pick<LazyScreen, 'preload'> }>(
  load: () => Promise<R>,
) {
  return <K extends keyof R>(name: K): R[K] =>
    deferredScreen(() =>
      load().then((registry) => registry[name] as unknown as LazyScreen),
    ) as unknown as R[K];
}
