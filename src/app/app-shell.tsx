import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { PendingCartItemWatcher } from '@/features/cart/components/pending-cart-item-watcher';

/** Spec 4, 9: toasts top-right (top-left in Arabic), 5 s, pause on hover and focus loss, drag at 80 %, Alt+T. */
function Toasts() {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      aria-label={t('toast.region')}
      newestOnTop
    />
  );
}

export function AppShell() {
  return (
    <SessionProvider>
      <ScrollRestoration />
      <Outlet />
      <PendingCartItemWatcher />
      <Toasts />
    </SessionProvider>
  );
}
