import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LoadError, ProductRowsSkeleton } from '@/components/ui/load-state';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { cartCount, useCart } from '../api/get-cart';
import { readUnavailableItemIds } from '../utils/unavailable-items';
import { CartView } from './cart-view';

/** Her cart: its skeleton, why it could not be read (with a retry), empty, or the cart itself. */
export function CartScreen() {
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
      <LoadError
        heading={2}
        title={t('loadError.title')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (cartCount(query.data) === 0) return <EmptyCart />;
  return (
    <CartView items={query.data.items} unreadable={query.data.unreadable} unavailableIds={unavailableIds} />
  );
}

/** A guest's cart: an invitation to sign in or create an account, each bringing her back (`back`, a query). */
export function GuestInvite({ back }: { back: string }) {
  const { t } = useTranslation('cart');
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
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <ProductRowsSkeleton />
        <div className="h-64 animate-pulse rounded-2xl bg-sand-200" />
      </div>
    </div>
  );
}
