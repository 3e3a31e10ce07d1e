import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './index.css';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { env } from './config/env';
import { initI18n } from './lib/i18n';

const prepaintedRoutes: Record<string, { load: () => Promise<unknown>; ns: string }> = {
  '/': { load: () => import('./app/routes/home'), ns: 'home' },
  '/size-guide': { load: () => import('./app/routes/size-guide'), ns: 'content' },
};

async function boot() {
  const container = document.getElementById('root');
  if (!container) return;
  // The Google callback's token leaves the address bar before anything else runs.
  if (window.location.pathname === '/auth/callback') {
    const { captureAuthCallback } = await import('./features/auth/utils/auth-callback');
    captureAuthCallback();
  }

  const i18nReady = initI18n();
  // On the pages index.html paints before the JavaScript (home, size guide), their code and words load beside
  // the app's, so React's first paint swaps that static top for the same one, not for a spinner (docs/decisions/0012).
  const prepaintedRoute = prepaintedRoutes[window.location.pathname];
  const pageReady = prepaintedRoute
    ? Promise.all([
        prepaintedRoute.load(),
        i18nReady.then((i18n) => i18n.loadNamespaces(prepaintedRoute.ns)),
      ]).catch(() => undefined)
    : undefined;
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
  await i18nReady;
  await pageReady;

  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
