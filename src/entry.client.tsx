import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { env } from './config/env';
import { langOfPath, paths, stripLang } from './config/paths';
import { initI18n, routeNamespaces } from './lib/i18n';

declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, { handle?: { i18n?: string[] } } | undefined>;
  }
}

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
    const { captureAuthCallback } = await import('./features/auth/utils/auth-callback');
    captureAuthCallback();
  }
  // The page's words load before hydration, so React's first render matches the prerendered HTML: all at once
  // (a prerendered page has them preloaded in its HTML, root.tsx), not `common` first and the page's after it.
  const wordsReady = initI18n(langOfPath(pathname), pageNamespaces());

  // Mocking is a build-time constant: with it off, this branch and the whole mock are not in the bundle.
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi();
    if (pathname.startsWith(`${env.API_URL}/auth/auth/google`)) {
      await wordsReady;
      const { mountGoogleConsent } = await import('./mocks/google-consent');
      const container = document.createElement('div');
      document.body.replaceChildren(container);
      mountGoogleConsent(container);
      return;
    }
  }
  await wordsReady;

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void boot();
