import { QueryClientContext } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import './index.css';
import { ErrorScreen } from '@/app/error-boundary';
import { Deferred } from '@/components/ui/deferred';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useTranslation } from 'react-i18next';
import { langOfPath } from '@/config/paths';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { RecordingGate } from '@/features/third-parties/recording/recording-gate';
import { firstPageOpened } from '@/lib/first-page';
import { currentLang, i18next, rememberLanguage } from '@/lib/i18n';
import { isToastHostWanted, subscribeToastHost } from '@/lib/notify';
import { providedQueryClient, subscribeQueryClient } from '@/lib/query-client-slot';
import { useSession } from '@/lib/use-session';
import { HeadScripts } from '@/start-up';
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

// The widgets below draw nothing while their code loads, and mount once it is in: no Suspense fallback right
// after hydration, which would hold the page's own hydration back (components/ui/deferred).
const loadToastHost = () => import('@/app/toast-host');
// 'Taking longer than usual': only once data is in play (it reads the QueryClient, which a page without data never loads).
const loadSlowNotice = () => import('@/app/slow-notice');
// Once she has signed in, her pending cart item is added (or, for an admin, dropped): a guest never loads it.
const loadPendingCartItemWatcher = () => import('@/features/cart/components/pending-cart-item-watcher');
// React Query's devtools, in development only: a production build carries none of them.
const QueryDevtools = import.meta.env.DEV
  ? lazy(() => import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })))
  : null;

/** Toasts load with the first message the shop shows (docs/decisions/0014). */
function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, isToastHostWanted);
  return <Deferred load={loadToastHost} when={wanted} />;
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
 * The one QueryClient (lib/query-client.ts) for every screen under the root, provided once its code has loaded:
 * with the first screen, clientLoader or widget that has data, never in the first load of a page without any.
 */
function DataProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, providedQueryClient, providedQueryClient);
  // Client-only widgets come after hydration, so the prerendered HTML and the first render always agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <QueryClientContext.Provider value={client}>
      {children}
      <Deferred load={loadSlowNotice} when={Boolean(client) && hydrated} />
      {QueryDevtools && client && hydrated && (
        <Suspense fallback={null}>
          <QueryDevtools buttonPosition="bottom-left" client={client} />
        </Suspense>
      )}
    </QueryClientContext.Provider>
  );
}

export default function App() {
  const signedIn = useSession() !== null;
  useEffect(firstPageOpened, []);
  return (
    <DataProvider>
      <SessionProvider>
        <LanguageFromUrl />
        <Outlet />
        <Deferred load={loadPendingCartItemWatcher} when={signedIn} />
        <Toasts />
        <RecordingGate />
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
