import { useEffect, type ReactNode } from 'react';
import { useSearchParams, type ClientLoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadWords, requireUserRole } from '../guards';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { usePageMeta } from '@/lib/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { getCountry } from '@/config/countries';
import { paths } from '@/config/paths';
import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { getOrderQueryOptions, useOrder } from '@/features/orders/api/get-order';
import { OrderItemList, type LineItem } from '@/features/orders/components/order-item-list';
import { OrderTotals } from '@/features/orders/components/order-totals';
import { useOrderLabels } from '@/features/orders/components/use-order-labels';
import { RetryPaymentAlert, RetryPaymentButton } from '@/features/orders/components/retry-payment-controls';
import { useRetryPayment } from '@/features/orders/hooks/use-retry-payment';
import { parseOrderId } from '@/features/orders/utils/order-id';
import { markPurchaseSent, wasPurchaseSent } from '@/features/orders/utils/purchase-sent';
import { cartItemToGa4, trackEcommerce } from '@/lib/analytics';
import { isApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import type { Order } from '@/lib/schemas';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['checkout'] };

/**
 * Where the payment provider sends her back (`?orderId=`): her own order, so role user. The order is asked for
 * beside the screen's code; an id that is not an order id is never sent.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await Promise.all([requireUserRole(request), loadWords(['checkout', 'feedback'])]);
  const id = parseOrderId(new URL(request.url).searchParams.get('orderId'));
  if (id) void queryClient.prefetchQuery(getOrderQueryOptions(id));
  return null;
}

/** Paid, and moving on: the confirmation applies to every status after payment. */
const PAID_STATUSES = new Set<Order['status']>(['confirmed', 'in_tailoring', 'shipped', 'delivered']);

export default function CheckoutResultRoute() {
  const { t } = useTranslation(['checkout', 'feedback']);
  usePageMeta(t('result.title'));
  const [params] = useSearchParams();
  const id = parseOrderId(params.get('orderId'));
  const query = useOrder(id, { pollWhilePending: true });

  if (id === null || (isApiError(query.error) && query.error.status === 404 && !query.data)) {
    return <OrderNotFound />;
  }
  if (query.isPending) return <Checking />;
  if (query.isError && !query.data) {
    return (
      <ResultFrame>
        <div className="space-y-4 text-center">
          <h1 className="text-3xl font-semibold">{t('result.loadError')}</h1>
          <p className="text-ink-soft">{query.error.message}</p>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('feedback:errors.retry')}
          </Button>
        </div>
      </ResultFrame>
    );
  }
  const order = query.data;
  if (PAID_STATUSES.has(order.status)) return <Confirmed order={order} />;
  if (order.status === 'rejected') return <Rejected order={order} />;
  if (order.status === 'pending') {
    if (!query.pollingDone) return <Checking />;
    return <Pending order={order} onCheckAgain={() => void query.refetch()} checking={query.isFetching} />;
  }
  // cancelled or refunded: nothing to pay, nothing to confirm; her order's page says what happened
  return <Closed order={order} />;
}

function ResultFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">{children}</div>;
}

function Checking() {
  const { t } = useTranslation('checkout');
  return (
    <ResultFrame>
      <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-5 text-center">
        <Spinner size="lg" />
        <h1 className="text-2xl font-semibold">{t('result.checking')}</h1>
      </div>
    </ResultFrame>
  );
}

function OrderNotFound() {
  const { t } = useTranslation('checkout');
  return (
    <ResultFrame>
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-5 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('result.notFound.title')}</h1>
        <p className="text-ink-soft">{t('result.notFound.body')}</p>
        <Link to={paths.myOrders} className={buttonClasses('primary')}>
          {t('result.notFound.myOrders')}
        </Link>
      </div>
    </ResultFrame>
  );
}

function Numbers({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  return (
    <dl className="grid gap-4 rounded-2xl bg-sand-100 p-4 sm:grid-cols-2 sm:p-5">
      <div>
        <dt className="text-sm text-ink-soft">{t('result.orderNumber')}</dt>
        <dd className="text-lg font-semibold" data-testid="order-number">
          <bdi>{order.orderNumber}</bdi>
        </dd>
      </div>
      {order.confirmationNumber && (
        <div>
          <dt className="text-sm text-ink-soft">{t('result.confirmationNumber')}</dt>
          <dd className="text-lg font-semibold" data-testid="confirmation-number">
            <bdi>{order.confirmationNumber}</bdi>
          </dd>
        </div>
      )}
    </dl>
  );
}

function OrderContents({ order }: { order: Order }) {
  const drawing = (item: LineItem) => (
    <GarmentIllustration
      product={item.product}
      colourHex={item.colour.hex}
      optionNames={item.options.map((o) => o.option.en)}
      className="block aspect-[2/3] w-full"
    />
  );
  return (
    <div className="space-y-6 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
      <OrderItemList items={order.items} renderDrawing={drawing} />
      <div className="border-t border-sand-200 pt-4">
        <OrderTotals totals={order} />
      </div>
    </div>
  );
}

function Confirmed({ order }: { order: Order }) {
  const { t } = useTranslation(['checkout', 'common']);
  const labels = useOrderLabels();

  // GA4 `purchase` once per order: a reload, or coming back to this page, does not count it again.
  useEffect(() => {
    if (wasPurchaseSent(order.id)) return;
    markPurchaseSent(order.id);
    trackEcommerce('purchase', {
      transaction_id: order.orderNumber,
      currency: order.currency,
      value: order.total,
      shipping: order.deliveryFee,
      items: order.items.map(cartItemToGa4),
    });
  }, [order]);

  const place = t('orderSummary.place', {
    city: order.shippingAddress.city,
    country: t(`common:${getCountry(order.shippingAddress.country).name}`),
  });
  return (
    <ResultFrame>
      <div className="space-y-8">
        <header className="space-y-3 text-center">
          <p
            aria-hidden="true"
            className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-800"
          >
            ✓
          </p>
          <h1 className="text-3xl font-semibold sm:text-4xl">{t('result.confirmed.title')}</h1>
          <p className="text-ink-soft">{t('result.confirmed.intro')}</p>
        </header>
        <Numbers order={order} />
        <section aria-labelledby="next-title" className="space-y-3">
          <h2 id="next-title" className="text-xl font-semibold sm:text-2xl">
            {t('result.confirmed.next')}
          </h2>
          <ul className="list-disc space-y-2 ps-5 text-ink-soft">
            {order.homeMeasurement && (
              <li data-testid="visit-booked">
                {t('result.confirmed.visit', {
                  date: labels.visitDate(order.homeMeasurement.date),
                  time: labels.timeOfDay(order.homeMeasurement.timeOfDay),
                })}
              </li>
            )}
            <li>
              {order.homeMeasurement
                ? t('result.confirmed.tailoringAfterVisit', { city: place })
                : t('result.confirmed.tailoring', { city: place })}
            </li>
            <li>{t('result.confirmed.follow')}</li>
          </ul>
        </section>
        <OrderContents order={order} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={paths.orderDetails(order.id)} className={buttonClasses('primary')}>
            {t('result.orderDetails')}
          </Link>
          <Link to={paths.orderSummary(order.id)} className={buttonClasses('secondary')}>
            {t('result.publicSummary')}
          </Link>
          <Link to={paths.products} className={buttonClasses('ghost', 'sm:ms-auto')}>
            {t('result.continue')}
          </Link>
        </div>
      </div>
    </ResultFrame>
  );
}

function Rejected({ order }: { order: Order }) {
  const { t } = useTranslation(['checkout', 'feedback']);
  const { state, retry: tryAnotherCard } = useRetryPayment(order.id);

  return (
    <ResultFrame>
      <div className="space-y-8">
        <header className="space-y-3 text-center">
          <p
            aria-hidden="true"
            className="mx-auto grid size-14 place-items-center rounded-full bg-red-100 text-2xl text-red-800"
          >
            !
          </p>
          <h1 className="text-3xl font-semibold sm:text-4xl">{t('result.rejected.title')}</h1>
          <p className="mx-auto max-w-prose text-ink" data-testid="rejected-message">
            {t('result.rejected.body')}
          </p>
          {order.notes && (
            <p dir="auto" className="text-sm wrap-anywhere text-ink-soft">
              {order.notes}
            </p>
          )}
        </header>
        <Numbers order={order} />
        <RetryPaymentAlert state={state} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <RetryPaymentButton
            state={state}
            onPress={() => void tryAnotherCard()}
            label={t('result.rejected.tryAgain')}
          />
          <Link to={paths.contactUs} className={buttonClasses('secondary')}>
            {t('result.rejected.contact')}
          </Link>
          <Link to={paths.orderDetails(order.id)} className={buttonClasses('ghost', 'sm:ms-auto')}>
            {t('result.orderDetails')}
          </Link>
        </div>
        <OrderContents order={order} />
      </div>
    </ResultFrame>
  );
}

function Pending({
  order,
  onCheckAgain,
  checking,
}: {
  order: Order;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation(['checkout', 'feedback']);
  // She may have left the card page without paying (its Cancel, or closing it): the contract lets an unpaid
  // pending order be paid again, so the way to finish is here rather than only in her account.
  const payment = useRetryPayment(order.id);
  const payState = payment.state;
  return (
    <ResultFrame>
      <div className="space-y-8">
        <header className="space-y-3 text-center">
          <h1 className="text-3xl font-semibold sm:text-4xl">{t('result.pending.title')}</h1>
          <p className="mx-auto max-w-prose text-ink-soft">
            {t('result.pending.body', { number: order.orderNumber })}
          </p>
        </header>
        <Numbers order={order} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.orderDetails(order.id)} className={buttonClasses('primary')}>
            {t('result.pending.follow')}
          </Link>
          <Button variant="secondary" onClick={onCheckAgain} loading={checking}>
            {t('result.pending.checkAgain')}
          </Button>
        </div>
        {order.payment.status === 'pending' && (
          <section className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5">
            <p className="text-sm text-ink-soft">{t('result.pending.leftCardPage')}</p>
            <RetryPaymentAlert state={payState} />
            <RetryPaymentButton
              variant="secondary"
              state={payState}
              onPress={() => void payment.retry()}
              label={t('result.pending.payNow')}
            />
          </section>
        )}
      </div>
    </ResultFrame>
  );
}

function Closed({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const labels = useOrderLabels();
  return (
    <ResultFrame>
      <div className="space-y-6 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">{labels.status(order.status)}</h1>
        <Numbers order={order} />
        <Link to={paths.orderDetails(order.id)} className={buttonClasses('primary')}>
          {t('result.orderDetails')}
        </Link>
      </div>
    </ResultFrame>
  );
}
