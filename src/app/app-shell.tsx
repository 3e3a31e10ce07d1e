import { lazy, Suspense, useLayoutEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { lazyWithData } from '@/lib/lazy';
import { isToastHostWanted, subscribeToastHost } from '@/lib/notify';
import { useSession } from '@/lib/use-session';
import { AppErrorBoundary } from './error-boundary';

const ToastHost = lazy(() => import('./toast-host'));
// Once she has signed in, her pending cart item is added (or, for an admin, dropped): a guest never loads it.
const PendingCartItemWatcher = lazyWithData(
  () => import('@/features/cart/components/pending-cart-item-watcher'),
);

/**
 * A new page starts at its top; going back or forward leaves the browser's scroll position alone. A change of
 * the query alone (the collection's filters and pages) is the page's own to scroll.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** Toasts load with the first message the shop shows (docs/decisions/0014). */
function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, isToastHostWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

export function AppShell() {
  const { pathname } = useLocation();
  const signedIn = useSession() !== null;
  return (
    <SessionProvider>
      <ScrollToTop />
      {/* A layout that crashes shows the friendly error page; moving to another page tries again. */}
      <AppErrorBoundary key={pathname}>
        <Outlet />
      </AppErrorBoundary>
      {signedIn && (
        <Suspense fallback={null}>
          <PendingCartItemWatcher />
        </Suspense>
      )}
      <Toasts />
    </SessionProvider>
  );
}
