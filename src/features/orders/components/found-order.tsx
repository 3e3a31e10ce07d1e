import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { Order } from '@/domain/schemas';
import { useRetryPayment } from '../hooks/use-retry-payment';
import { RetryPaymentAlert, RetryPaymentButton } from './retry-payment-controls';

/**
 * The order whose answer was lost, found among hers waiting for payment (checkout's UnconfirmedOrder shows it):
 * its number, 'Complete payment' and a link to it.
 */
export function FoundOrder({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const payment = useRetryPayment(order.id);
  return (
    <div
      data-private=""
      role="alert"
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink"
      data-testid="order-found"
    >
      <p className="font-semibold">{t('unconfirmed.title')}</p>
      <p>
        <Trans
          t={t}
          i18nKey="unconfirmed.found"
          components={{ number: <bdi className="font-semibold">{order.orderNumber}</bdi> }}
        />
      </p>
      <RetryPaymentAlert state={payment.state} />
      <div className="flex flex-wrap items-center gap-3">
        <RetryPaymentButton
          state={payment.state}
          onPress={() => void payment.retry()}
          label={t('unpaid.pay')}
        />
        <Link to={paths.orderDetails(order.id)} className="underline">
          {t('pay.viewOrder')}
        </Link>
      </div>
    </div>
  );
}
