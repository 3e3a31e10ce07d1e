import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatPrice, type Lang } from '@/lib/money';
import type { Order } from '@/domain/schemas';
import { useOrders } from '../api/get-orders';
import { useRetryPayment } from '../hooks/use-retry-payment';
import { unpaidOrders } from '../utils/unpaid-orders';
import { RetryPaymentAlert, RetryPaymentButton } from './retry-payment-controls';

/**
 * Her orders waiting for payment (placed within a day, unpaid: utils/unpaid-orders.ts), each with 'Complete
 * payment', at the top of the cart and of checkout: an order she left on the card page (Back, a closed tab) or
 * whose answer never reached her is not lost with her emptied cart. Nothing while her orders load or when they
 * cannot be read: the screen around it works without it. `exclude` leaves out an order the screen already shows.
 */
export function UnpaidOrdersNotice({ exclude }: { exclude?: string | null }) {
  const { t } = useTranslation('checkout');
  const query = useOrders('current');
  const orders = query.data ? unpaidOrders(query.data).filter((order) => order.id !== exclude) : [];
  if (orders.length === 0) return null;
  return (
    <section
      data-private=""
      aria-label={t('unpaid.label')}
      className="mb-6 space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
      data-testid="unpaid-orders"
    >
      <ul className="space-y-3">
        {orders.map((order) => (
          <UnpaidOrder key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}

function UnpaidOrder({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('checkout');
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const payment = useRetryPayment(order.id);
  const textId = useId();
  return (
    <li className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p id={textId} className="text-ink">
        <Trans
          t={t}
          i18nKey="unpaid.notice"
          components={{
            number: (
              <Link to={paths.orderDetails(order.id)} className="font-semibold underline">
                <bdi>{order.orderNumber}</bdi>
              </Link>
            ),
            total: <bdi>{formatPrice(order.total, order.currency, lang)}</bdi>,
          }}
        />
      </p>
      <div className="shrink-0 space-y-2">
        <RetryPaymentAlert state={payment.state} />
        <RetryPaymentButton
          state={payment.state}
          onPress={() => void payment.retry()}
          label={t('unpaid.pay')}
          describedBy={textId}
        />
      </div>
    </li>
  );
}
