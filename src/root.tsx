import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import './index.css';
import { ErrorScreen } from '@/app/error-boundary';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useTranslation } from 'react-i18next';
import { langOfPath } from '@/config/paths';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { ThirdPartiesSlot } from '@/features/third-parties/third-parties-slot';
import { currentLang, i18next, rememberLanguage } from '@/lib/i18n';
import { DataProvider, firstPageOpened, HeadScripts, LazyWidgets } from '@/start-up';
import type { Route } from './+types/root';

/** The title and description of a page whose route module has none of its own (the SPA fallback's). */
export const meta: Route.MetaFunction = () => [
  { title: 'Tafseel — Made to measure' },
  {
    name: 'description',
    content:
      'Tafseel — made-to-measure abayas, kaftans and dresses for the Gulf, tailored to your measurements and delivered to your door.',
  },
];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
];

/** The document of every page, in the language of its address: the prerendered HTML paints right to left. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  return (
    // The SPA fallback is written once, in English; its inline script sets an Arabic address's lang and dir.
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        {/* The head's scripts: the build writes them right after the charset (docs/start-up.md). */}
        <HeadScripts />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#e06a1f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The words follow the address: after the language switch (whose words are loaded by then) before the page
 * paints, and going back or forward across languages. The language of the page she is on is stored as hers,
 * as the head script does on a full load, so a return to an unprefixed address opens it.
 */
function LanguageFromUrl() {
  const lang = langOfPath(useLocation().pathname);
  useLayoutEffect(() => {
    rememberLanguage(lang);
    if (currentLang() !== lang) void i18next.changeLanguage(lang);
  }, [lang]);
  return null;
}

/**
 * The shop under its providers. What loads only once it is needed (the query cache's provider and what follows
 * it, the toasts' host, the pending cart item's watcher) and when the first page has opened are start-up's
 * (docs/start-up.md#after-hydration-what-loads-when-it-is-needed).
 */
export default function App() {
  useEffect(firstPageOpened, []);
  return (
    <DataProvider>
      <SessionProvider>
        <LanguageFromUrl />
        <Outlet />
        <LazyWidgets />
        <ThirdPartiesSlot />
      </SessionProvider>
    </DataProvider>
  );
}

/**
 * While the first page's data loads on a path served by the SPA fallback (a guard checking her session, a
 * product page's piece): the full-screen spinner of spec 2 — and, when that answer is slow, the 'taking longer'
 * notice (the fault matrix found an order summary opened directly on its spinner for the whole wait).
 */
export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <>
      <FullScreenSpinner label={t('loading')} />
      <DataProvider>{null}</DataProvider>
    </>
  );
}

/** A crash outside the layouts (theirs show it under the header) shows the friendly error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV) console.error('[app] crashed', error);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
