import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { NotFoundState } from '@/components/ui/load-state';
import { BackLink, Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { Order } from '@/domain/schemas';
import { OrderItemList } from '@/components/order/order-item-list';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from '@/components/order/order-totals';
import { useOrderLabels } from '@/domain/order-labels';
import { RetryPaymentAlert, RetryPaymentButton } from './retry-payment-controls';
import { useRetryPayment } from '../hooks/use-retry-payment';
import { showsTracking } from '../utils/timeline';
import { rejectedTitleKey } from '../utils/rejected-words';
import { NoteQuote } from './atelier-note';

// Her order's page in her account (/profile/my-orders/:id), and the frame, skeleton and not-found around it.

export function DetailsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className="space-y-6" data-private="">
      <BackLink to={paths.myOrders}>{t('orderDetails.back')}</BackLink>
      {children}
    </div>
  );
}

export function OrderDetailsNotFound() {
  const { t } = useTranslation('account');
  return (
    <DetailsFrame>
      <NotFoundState
        heading={2}
        title={t('orderDetails.notFound.title')}
        body={t('orderDetails.notFound.body')}
        to={paths.myOrders}
        action={t('orderDetails.notFound.back')}
      />
    </DetailsFrame>
  );
}

export function DetailsSkeleton() {
  const { t } = useTranslation('account');
  return (
    <DetailsFrame>
      <div aria-busy="true" data-testid="order-details-skeleton">
        <p role="status" className="sr-only">
          {t('orderDetails.loading')}
        </p>
        <div aria-hidden="true" className="animate-pulse space-y-4">
          <div className="h-7 w-1/2 rounded bg-sand-200" />
          <div className="h-4 w-1/3 rounded bg-sand-200" />
          <div className="h-48 rounded-2xl bg-sand-200" />
          <div className="h-32 rounded-2xl bg-sand-200" />
        </div>
      </div>
    </DetailsFrame>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const titleId = useId();
  return (
    <section className="space-y-3" data-testid={testId} aria-labelledby={titleId}>
      <h3 id={titleId} className="font-sans text-lg font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Her order: its status and timeline, pieces, totals, delivery address and payment. The address is drawn by the
 * page (`address`: the addresses feature's lines), which composes the two.
 */
export function OrderDetails({ order, address }: { order: Order; address: ReactNode }) {
  const { t } = useTranslation(['account', 'checkout']);
  const labels = useOrderLabels();
  const title = t('orderDetails.title', { number: order.orderNumber });
  const card = order.payment.brand && order.payment.last4;
  return (
    <DetailsFrame>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold">{title}</h2>
          <p className="text-ink-soft">
            {t('orderDetails.placedOn', { date: labels.orderDate(order.createdAt) })}
          </p>
        </div>
        <div className="shrink-0">
          <OrderStatusBadge status={order.status} />
        </div>
      </header>

      {(order.confirmationNumber || showsTracking(order)) && (
        <dl className="flex flex-wrap gap-x-10 gap-y-3 rounded-2xl bg-sand-100 p-4 text-sm">
          {order.confirmationNumber && (
            <div>
              <dt className="text-ink-soft">{t('orderDetails.confirmationNumber')}</dt>
              <dd className="font-semibold text-ink" data-testid="confirmation-number">
                <bdi>{order.confirmationNumber}</bdi>
              </dd>
            </div>
          )}
          {showsTracking(order) && (
            <div>
              <dt className="text-ink-soft">{t('orderDetails.trackingNumber')}</dt>
              <dd className="font-semibold text-ink" data-testid="tracking-number">
                <bdi dir="ltr">{order.trackingNumber}</bdi>
              </dd>
            </div>
          )}
        </dl>
      )}

      {order.status === 'rejected' && <RejectedPanel order={order} />}
      {order.status === 'pending' && order.payment.status === 'pending' && <UnpaidPanel order={order} />}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="min-w-0 space-y-8">
          <Section title={t('orderDetails.timeline.title')}>
            <OrderTimeline order={order} />
          </Section>
          {order.notes && (
            <Section title={t('orderDetails.notes')} testId="order-notes">
              <NoteQuote note={order.notes} className="rounded-2xl bg-sand-100 p-4 text-sm text-ink" />
            </Section>
          )}
          <Section title={t('orderDetails.pieces')}>
            <OrderItemList items={order.items} />
          </Section>
        </div>

        <div className="min-w-0 space-y-6 lg:border-s lg:border-sand-200 lg:ps-8">
          {order.homeMeasurement && (
            <Section title={t('orderDetails.visit')} testId="order-visit">
              <p className="text-sm text-ink-soft">{labels.visit(order.homeMeasurement)}</p>
            </Section>
          )}
          {order.giftNote && (
            <Section title={t('orderDetails.giftNote')} testId="order-gift-note">
              <p dir="auto" className="text-sm whitespace-pre-line wrap-anywhere text-ink-soft">
                {order.giftNote}
              </p>
            </Section>
          )}
          <Section title={t('orderDetails.address')} testId="order-address">
            {address}
          </Section>
          <Section title={t('orderDetails.payment.title')} testId="order-payment">
            <p className="text-sm text-ink">
              {card
                ? t('orderDetails.payment.card', { brand: order.payment.brand, last4: order.payment.last4 })
                : t('orderDetails.payment.cardUnknown')}
            </p>
            <p className="text-sm text-ink-soft">
              {t('orderDetails.payment.status')}: {labels.payment(order.payment.status)}
            </p>
          </Section>
          <Section title={t('orderDetails.totals')}>
            <OrderTotals totals={order} />
          </Section>
          <div className="space-y-2 rounded-2xl bg-sand-100 p-4 text-sm">
            <p className="text-ink" data-testid="order-policy">
              {t('checkout:policy.noChanges')}
            </p>
            <Link to={paths.help} className={buttonClasses('link')}>
              {t('orderDetails.help')}
            </Link>
          </div>
        </div>
      </div>
    </DetailsFrame>
  );
}

/**
 * Spec 4 and 8: a rejected order says first what is true (her card was declined, her order is kept, another card
 * pays it), then the spec's sentence, and offers another card.
 */
function RejectedPanel({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const { state, retry } = useRetryPayment(order.id);
  return (
    <div
      className="space-y-4 rounded-2xl border border-amber-200 bg-amber-50 p-5"
      data-testid="rejected-panel"
    >
      <div className="space-y-1">
        <p className="font-semibold text-amber-950">{t(rejectedTitleKey(order))}</p>
        <p className="text-ink">{t('result.rejected.kept')}</p>
        <p className="text-sm text-ink-soft" data-testid="rejected-message">
          {t('result.rejected.body')}
        </p>
      </div>
      <RetryPaymentAlert state={state} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <RetryPaymentButton
          state={state}
          onPress={() => void retry()}
          label={t('result.rejected.tryAgain')}
        />
        <Link to={paths.contactUs} className={buttonClasses('secondary')}>
          {t('result.rejected.contact')}
        </Link>
      </div>
    </div>
  );
}

/** An order placed but not paid (she left the payment page): the contract lets her pay it again. */
function UnpaidPanel({ order }: { order: Order }) {
  const { t } = useTranslation(['account', 'checkout']);
  const { state, retry } = useRetryPayment(order.id);
  return (
    <div className="space-y-4 rounded-2xl border border-amber-200 bg-amber-50 p-5" data-testid="unpaid-panel">
      <p className="font-semibold text-amber-950">{t('orderDetails.unpaid.body')}</p>
      <RetryPaymentAlert state={state} />
      <RetryPaymentButton state={state} onPress={() => void retry()} label={t('orderDetails.unpaid.pay')} />
    </div>
  );
}
