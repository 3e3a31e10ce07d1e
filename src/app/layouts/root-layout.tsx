import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '../error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { PageFallback } from './page-fallback';

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A screen that crashes shows the friendly error page under the header; moving on tries again. */}
        <AppErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
