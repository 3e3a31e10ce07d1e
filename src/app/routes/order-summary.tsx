import type { ReactNode } from 'react';
import { useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadWords } from '../guards';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { usePageMeta } from '@/lib/page-meta';
import { getCountry } from '@/config/countries';
import { paths } from '@/config/paths';
import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { getOrderSummaryQueryOptions, useOrderSummary } from '@/features/orders/api/get-order-summary';
import { OrderItemList, type LineItem } from '@/features/orders/components/order-item-list';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { OrderTotals } from '@/features/orders/components/order-totals';
import { useOrderLabels } from '@/features/orders/components/use-order-labels';
import { parseOrderId } from '@/features/orders/utils/order-id';
import { isApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import type { OrderSummary } from '@/lib/schemas';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['checkout'] };

/** Public (spec 2: no sign-in): anyone with the order's unguessable id may read its summary. */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const id = parseOrderId(params.id);
  await Promise.all([
    loadWords(['checkout', 'feedback']),
    id === null ? null : queryClient.prefetchQuery(getOrderSummaryQueryOptions(id)),
  ]);
  return null;
}

export default function OrderSummaryRoute() {
  const { t } = useTranslation(['checkout', 'feedback']);
  const params = useParams();
  const id = parseOrderId(params.id);
  const query = useOrderSummary(id);

  if (id === null || (isApiError(query.error) && query.error.status === 404)) return <SummaryNotFound />;
  if (query.isPending) return <SummarySkeleton />;
  if (query.isError) {
    return (
      <Frame title={t('orderSummary.title')}>
        <div className="space-y-4 rounded-3xl border border-sand-200 bg-white p-6 text-center sm:p-10">
          <h1 className="text-2xl font-semibold sm:text-3xl">{t('orderSummary.loadError')}</h1>
          <p className="text-ink-soft">{query.error.message}</p>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('feedback:errors.retry')}
          </Button>
        </div>
      </Frame>
    );
  }
  return <SummaryView order={query.data} />;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta(title);
  return <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">{children}</div>;
}

function SummaryNotFound() {
  const { t } = useTranslation('checkout');
  return (
    <Frame title={t('orderSummary.notFound.title')}>
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-5 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('orderSummary.notFound.title')}</h1>
        <p className="text-ink-soft">{t('orderSummary.notFound.body')}</p>
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('orderSummary.notFound.back')}
        </Link>
      </div>
    </Frame>
  );
}

function SummarySkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <Frame title={t('orderSummary.title')}>
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
    </Frame>
  );
}

function SummaryView({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(['checkout', 'common']);
  const labels = useOrderLabels();
  const address = order.shippingAddress;
  const drawing = (item: LineItem) => (
    <GarmentIllustration
      product={item.product}
      colourHex={item.colour.hex}
      optionNames={item.options.map((o) => o.option.en)}
      className="block aspect-[2/3] w-full"
    />
  );
  return (
    <Frame title={t('orderSummary.title')}>
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
            <OrderItemList items={order.items} renderDrawing={drawing} />
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
    </Frame>
  );
}
