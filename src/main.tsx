import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './index.css';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadScreensFor } from './app/router';
import { env } from './config/env';
import { productPagePattern } from './config/paths';
import { initI18n } from './lib/i18n';

async function boot() {
  const container = document.getElementById('root');
  if (!container) return;
  // The Google callback's token leaves the address bar before anything else runs.
  if (window.location.pathname === '/auth/callback') {
    const { captureAuthCallback } = await import('./features/auth/utils/auth-callback');
    captureAuthCallback();
  }

  const i18nReady = initI18n();
  // The page's own screens (code and words) load beside the app's, so React's first render shows the page
  // itself: not a spinner that the page then replaces, pushing the footer down (docs/decisions/0012, 0014).
  const pageReady = preloadScreensFor(window.location.pathname);
  // Mocking is a build-time constant: with it off, this branch and the whole mock are not in the bundle.
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi();
    if (window.location.pathname.startsWith(`${env.API_URL}/auth/auth/google`)) {
      await i18nReady;
      const { mountGoogleConsent } = await import('./mocks/google-consent');
      mountGoogleConsent(container);
      return;
    }
  }
  // A product page's piece is asked for now, beside the page's code and words, not after its first render.
  const productId = productPagePattern.exec(window.location.pathname)?.[1];
  if (productId) {
    void import('./features/catalog/api/prefetch-product')
      .then(({ prefetchProduct }) => prefetchProduct(Number(productId)))
      .catch(() => undefined);
  }
  await i18nReady;
  await pageReady;

  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (a product page took ~200 ms on a slow phone), so scrolling and input are not
  // blocked while it renders (docs/decisions/0015).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void boot();
