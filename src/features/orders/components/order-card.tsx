import { useTranslation } from 'react-i18next';
import { ProductRowsSkeleton } from '@/components/ui/load-state';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import type { Order } from '@/domain/schemas';
import { ItemDrawing } from '@/components/order/order-item-list';
import { OrderStatusBadge } from './order-status-badge';
import { useOrderLabels } from '@/domain/order-labels';

/**
 * One of her orders in a list: its first piece's drawing, number, date, status, total, and the whole card a link
 * to its details.
 */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const labels = useOrderLabels();
  const first = order.items[0];
  const titleId = `order-${order.id}-title`;
  return (
    <article
      data-private=""
      aria-labelledby={titleId}
      className="relative flex gap-4 rounded-2xl border border-sand-200 bg-white p-4 transition-colors focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300 sm:p-5"
      data-testid="order-card"
    >
      {first && (
        <div
          className="w-16 shrink-0 overflow-hidden rounded-xl bg-gradient-to-b from-sand-100 to-sand-200 sm:w-20"
          data-testid="order-card-drawing"
        >
          <ItemDrawing item={first} />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 space-y-1">
          <h4 id={titleId} className="font-sans text-base font-semibold text-ink">
            <Link
              to={paths.orderDetails(order.id)}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {t('ordersPage.card.number', { number: order.orderNumber })}
            </Link>
          </h4>
          <p className="text-sm text-ink-soft">
            {t('ordersPage.card.placedOn', { date: labels.orderDate(order.createdAt) })}
          </p>
          <p className="text-sm text-ink-soft">
            {t('ordersPage.card.pieces', { count: order.items.length })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
          <OrderStatusBadge status={order.status} />
          <p className="font-semibold text-ink tabular-nums">
            <span className="sr-only">{t('ordersPage.card.total')}: </span>
            {formatPrice(order.total, order.currency, labels.lang)}
          </p>
        </div>
      </div>
    </article>
  );
}

/** Grey cards while a list loads; the words are for screen readers. */
export function OrderCardsSkeleton({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <div aria-busy="true" data-testid="orders-skeleton">
      <p role="status" className="sr-only">
        {label}
      </p>
      <ProductRowsSkeleton rows={count} />
    </div>
  );
}
