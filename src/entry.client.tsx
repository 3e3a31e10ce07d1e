import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { env } from './config/env';
import { langOfPath, paths, stripLang } from './config/paths';
import { initI18n, loadNamespaces } from './lib/i18n';

declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, { handle?: { i18n?: string[] } } | undefined>;
  }
}

/**
 * The words of the page's routes. React Router's inline module script imports the matched route modules before
 * it imports this entry, so their `handle`s are here already.
 */
function routeNamespaces(): string[] {
  const modules = Object.values(window.__reactRouterRouteModules ?? {});
  return [...new Set(modules.flatMap((module) => module?.handle?.i18n ?? []))];
}

async function boot() {
  const { pathname } = window.location;
  // The Google callback's token leaves the address bar before the router or anything else reads it.
  if (stripLang(pathname) === paths.authCallback) {
    const { captureAuthCallback } = await import('./features/auth/utils/auth-callback');
    captureAuthCallback();
  }
  // The page's words load before hydration, so React's first render matches the prerendered HTML.
  const wordsReady = initI18n(langOfPath(pathname)).then(() => loadNamespaces(routeNamespaces()));

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
    // The payment provider's hosted card page (POST /user/orders' paymentUrl), played by the mock.
    if (pathname.startsWith(`${env.API_URL}/payments/`)) {
      const { mountPaymentPage } = await import('./mocks/payment-page');
      const container = document.createElement('div');
      document.body.replaceChildren(container);
      mountPaymentPage(container, window.location);
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
