import { redirect, useLocation, type ClientLoaderFunctionArgs } from 'react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { usePageMeta } from '@/lib/page-meta';
import { langOfPath, localizePath, paths } from '@/config/paths';
import { REDIRECT_TO_PARAM } from '@/features/auth/utils/redirect';
import { cartCount, getCartQueryOptions, useCart } from '@/features/cart/api/get-cart';
import { CartView } from '@/features/cart/components/cart-view';
import { readUnavailableItemIds } from '@/features/cart/utils/unavailable-items';
import { getOrdersQueryOptions } from '@/features/orders/api/get-orders';
import { UnpaidOrdersNotice } from '@/features/orders/components/unpaid-orders-notice';
import { loadWords, sessionStatus } from '../guards';
import { isAdminRole } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { useLang } from '@/lib/use-lang';
import { useRole } from '@/lib/use-session';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['cart', 'checkout'] };

/**
 * Role user (spec 2). A guest is not sent away: the cart invites her to sign in or create an account and
 * brings her back. Staff go to the dashboard. The cart is asked for here but not awaited: the page shows its
 * skeleton while it comes.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  // checkout's words: the notice of an order waiting for payment speaks them
  const [status] = await Promise.all([sessionStatus(), loadWords(['cart', 'checkout'])]);
  if (status.status === 'valid' && isAdminRole(status.role)) {
    throw redirect(localizePath(paths.dashboard, langOfPath(new URL(request.url).pathname)));
  }
  if (status.status === 'valid') {
    void queryClient.prefetchQuery(getCartQueryOptions());
    void queryClient.prefetchQuery(getOrdersQueryOptions('current'));
  }
  return null;
}

export default function CartRoute() {
  const { t } = useTranslation('cart');
  usePageMeta(t('title'), t('metaDescription'));
  const { session, isUser } = useRole();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="mb-6 text-3xl font-semibold sm:text-4xl">{t('title')}</h1>
      {session && isUser ? (
        <>
          {/* an order she left on the card page, or whose answer was lost, is offered even with an empty cart */}
          <UnpaidOrdersNotice />
          <CartScreen />
        </>
      ) : (
        <GuestInvite />
      )}
    </div>
  );
}

function CartScreen() {
  const { t } = useTranslation('cart');
  const query = useCart();
  const location = useLocation();
  const unavailableIds = useMemo(
    () => readUnavailableItemIds(location.state, location.search),
    [location.state, location.search],
  );
  if (query.isPending) return <CartSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl space-y-4 py-10 text-center">
        <h2 className="font-sans text-xl font-semibold text-ink">{t('loadError.title')}</h2>
        <p className="text-ink-soft">{query.error.message}</p>
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('loadError.retry')}
        </Button>
      </div>
    );
  }
  if (cartCount(query.data) === 0) return <EmptyCart />;
  return (
    <CartView items={query.data.items} unreadable={query.data.unreadable} unavailableIds={unavailableIds} />
  );
}

function GuestInvite() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  // she comes back to the cart in the language she is reading
  const back = `?${new URLSearchParams({ [REDIRECT_TO_PARAM]: localizePath(paths.cart, lang) })}`;
  return (
    <div className="mx-auto max-w-xl space-y-5 rounded-3xl bg-brand-50 px-6 py-10 text-center ring-1 ring-brand-100 sm:px-10">
      <CartGlyph />
      <h2 className="font-sans text-xl font-semibold text-ink">{t('guest.title')}</h2>
      <p className="text-ink-soft">{t('guest.body')}</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={`${paths.login}${back}`} className={buttonClasses('primary')}>
          {t('guest.signIn')}
        </Link>
        <Link to={`${paths.register}${back}`} className={buttonClasses('secondary')}>
          {t('guest.register')}
        </Link>
      </div>
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <div className="mx-auto max-w-xl space-y-5 rounded-3xl bg-sand-100 px-6 py-12 text-center sm:px-10">
      <CartGlyph />
      <h2 className="font-sans text-xl font-semibold text-ink">{t('empty.title')}</h2>
      <p className="text-ink-soft">{t('empty.body')}</p>
      <Link to={paths.products} className={buttonClasses('primary')}>
        {t('empty.browse')}
      </Link>
    </div>
  );
}

function CartGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mx-auto size-10 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 7h12l-1 13H7L6 7z" />
      <path d="M9 7V6a3 3 0 0 1 6 0v1" />
    </svg>
  );
}

function CartSkeleton() {
  const { t } = useTranslation('cart');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div
        aria-hidden="true"
        className="grid animate-pulse gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10"
      >
        <div className="space-y-3">
          {[0, 1].map((n) => (
            <div key={n} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-4">
              <div className="aspect-[2/3] w-20 rounded-xl bg-sand-200 sm:w-28" />
              <div className="flex-1 space-y-3 py-1">
                <div className="h-5 w-2/3 rounded bg-sand-200" />
                <div className="h-4 w-1/2 rounded bg-sand-200" />
                <div className="h-4 w-1/3 rounded bg-sand-200" />
              </div>
            </div>
          ))}
        </div>
        <div className="h-64 rounded-2xl bg-sand-200" />
      </div>
    </div>
  );
}
