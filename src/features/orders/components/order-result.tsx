import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { NotFoundState } from '@/components/ui/load-state';
import { Spinner } from '@/components/ui/spinner';
import { getCountry } from '@/config/countries';
import { paths } from '@/config/paths';
import { cartItemToGa4, trackEcommerce } from '@/lib/analytics';
import { shopDayOf, useDeliveryEstimate } from '@/domain/delivery-estimate';
import type { Order } from '@/domain/schemas';
import { HelpNearby } from '@/components/help/help-nearby';
import { OrderItemList } from '@/components/order/order-item-list';
import { OrderTotals } from '@/components/order/order-totals';
import { useOrderLabels } from '@/domain/order-labels';
import { AtelierNote } from './atelier-note';
import { RetryPaymentAlert, RetryPaymentButton } from './retry-payment-controls';
import { useRetryPayment } from '../hooks/use-retry-payment';
import { markPurchaseSent, wasPurchaseSent } from '../utils/purchase-sent';
import { rejectedTitleKey } from '../utils/rejected-words';

// The screens of her order's result page (/checkout/result, where the payment provider sends her back): each
// state of the order, and the frame, the check in progress and the not-found the route shows around them.

export function ResultFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14" data-private="">
      {children}
    </div>
  );
}

export function Checking() {
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

export function OrderNotFound() {
  const { t } = useTranslation('checkout');
  return (
    <ResultFrame>
      <NotFoundState
        title={t('result.notFound.title')}
        body={t('result.notFound.body')}
        to={paths.myOrders}
        action={t('result.notFound.myOrders')}
      />
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
  return (
    <div className="space-y-6 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
      <OrderItemList items={order.items} />
      <div className="border-t border-sand-200 pt-4">
        <OrderTotals totals={order} />
      </div>
    </div>
  );
}

export function Confirmed({ order }: { order: Order }) {
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

  // from the day she ordered, after the visit when she booked one, to the address it goes to
  const dates = useDeliveryEstimate({
    country: order.shippingAddress.country,
    visitDate: order.homeMeasurement?.date ?? null,
    start: shopDayOf(order.createdAt),
  });
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
                ? t('result.confirmed.tailoringAfterVisit', { city: place, dates })
                : t('result.confirmed.tailoring', { city: place, dates })}
            </li>
            <li>{t('result.confirmed.follow')}</li>
          </ul>
        </section>
        <OrderContents order={order} />
        <HelpNearby title={t('help.orderTitle')} message={t('help.order', { number: order.orderNumber })} />
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

export function Rejected({ order }: { order: Order }) {
  const { t } = useTranslation(['checkout', 'feedback']);
  const { state, retry: tryAnotherCard } = useRetryPayment(order.id);

  return (
    <ResultFrame>
      <div className="space-y-8">
        <header className="space-y-3 text-center">
          <p
            aria-hidden="true"
            className="mx-auto grid size-14 place-items-center rounded-full bg-amber-100 text-2xl text-amber-900"
          >
            !
          </p>
          <h1 className="text-3xl font-semibold sm:text-4xl">{t(rejectedTitleKey(order))}</h1>
          <p className="mx-auto max-w-prose text-lg text-ink">{t('result.rejected.kept')}</p>
          <p className="mx-auto max-w-prose text-sm text-ink-soft" data-testid="rejected-message">
            {t('result.rejected.body')}
          </p>
        </header>
        {order.notes && <AtelierNote note={order.notes} />}
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

export function Pending({
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

export function Closed({ order }: { order: Order }) {
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
