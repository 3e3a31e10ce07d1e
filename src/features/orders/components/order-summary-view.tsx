import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@/components/ui/load-state';
import { getCountry } from '@/config/countries';
import { paths } from '@/config/paths';
import type { OrderSummary } from '@/domain/schemas';
import { OrderItemList } from '@/components/order/order-item-list';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTotals } from '@/components/order/order-totals';
import { useOrderLabels } from '@/domain/order-labels';

// The public summary of an order (/orders/:id, no sign-in), and the frame, skeleton and not-found around it.

export function SummaryFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14" data-private="">
      {children}
    </div>
  );
}

export function SummaryNotFound() {
  const { t } = useTranslation('checkout');
  return (
    <SummaryFrame>
      <NotFoundState
        title={t('orderSummary.notFound.title')}
        body={t('orderSummary.notFound.body')}
        to={paths.home}
        action={t('orderSummary.notFound.back')}
      />
    </SummaryFrame>
  );
}

export function SummarySkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <SummaryFrame>
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('orderSummary.loading')}
        </p>
        <div aria-hidden="true" className="animate-pulse space-y-5">
          <div className="h-9 w-2/3 rounded bg-sand-200" />
          <div className="h-5 w-40 rounded bg-sand-200" />
          <div className="h-56 rounded-3xl bg-sand-200" />
        </div>
      </div>
    </SummaryFrame>
  );
}

export function SummaryView({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(['checkout', 'common']);
  const labels = useOrderLabels();
  const address = order.shippingAddress;
  return (
    <SummaryFrame>
      <div className="space-y-8">
        <header className="space-y-3">
          <p className="text-xs font-semibold tracking-[0.18em] text-brand-700 uppercase">
            {t('orderSummary.title')}
          </p>
          <h1 className="text-3xl font-semibold sm:text-4xl">
            {t('orderSummary.orderNumber', { number: order.orderNumber })}
          </h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
            <span className="sr-only">{t('orderSummary.status')}:</span>
            <OrderStatusBadge status={order.status} />
            <span>{t('orderSummary.placedOn', { date: labels.orderDate(order.createdAt) })}</span>
          </div>
        </header>

        <section aria-labelledby="summary-items" className="space-y-4">
          <h2 id="summary-items" className="text-xl font-semibold sm:text-2xl">
            {t('orderSummary.items')}
          </h2>
          <div className="space-y-6 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
            <OrderItemList items={order.items} bodyMeasurements="private" />
            <div className="border-t border-sand-200 pt-4">
              <OrderTotals totals={order} />
            </div>
          </div>
        </section>

        <section aria-labelledby="summary-address" className="space-y-2">
          <h2 id="summary-address" className="text-xl font-semibold sm:text-2xl">
            {t('orderSummary.deliverTo')}
          </h2>
          <p className="wrap-anywhere text-ink-soft" data-testid="summary-address">
            <bdi className="font-semibold text-ink">{address.name}</bdi>
            <br />
            {t('orderSummary.place', {
              city: address.city,
              country: t(`common:${getCountry(address.country).name}`),
            })}
          </p>
        </section>
      </div>
    </SummaryFrame>
  );
}
