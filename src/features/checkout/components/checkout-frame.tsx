import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

/** The checkout page around its content: the way back to the cart, its title and intro, then `notice`. */
export function CheckoutFrame({ notice, children }: { notice?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12" data-private="">
      <div className="mb-4">
        <BackLink to={paths.cart}>{t('checkout.backToCart')}</BackLink>
      </div>
      <h1 className="mb-2 text-3xl font-semibold sm:text-4xl">{t('checkout.title')}</h1>
      <p className="mb-8 text-ink-soft">{t('checkout.intro')}</p>
      {notice}
      {children}
    </div>
  );
}

export function CheckoutSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('checkout.loading')}
      </p>
      <div aria-hidden="true" className="grid animate-pulse gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-6">
          <div className="h-7 w-48 rounded bg-sand-200" />
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="h-36 rounded-2xl bg-sand-200" />
            <div className="h-36 rounded-2xl bg-sand-200" />
          </div>
          <div className="h-7 w-40 rounded bg-sand-200" />
          <div className="h-48 rounded-3xl bg-sand-200" />
        </div>
        <div className="h-80 rounded-3xl bg-sand-200" />
      </div>
    </div>
  );
}

/** The page's two columns: what she reviews, and beside it (below on a phone) the summary and Pay. */
export function CheckoutLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12">
      <div className="min-w-0 space-y-10">{children}</div>
      <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start" aria-labelledby="checkout-summary-title">
        {aside}
      </aside>
    </div>
  );
}

/** The pieces she is ordering (drawn by `children`, the shared order item list), with their count. */
export function CheckoutReview({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="checkout-items-title">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checkout-items-title" className="text-xl font-semibold sm:text-2xl">
          {t('review.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('review.count', { count })}</p>
      </div>
      <div className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">{children}</div>
    </section>
  );
}
