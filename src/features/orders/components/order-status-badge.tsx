import type { OrderStatus } from '@/domain/schemas';
import { useOrderLabels } from '@/domain/order-labels';

const tone: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  in_tailoring: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-sand-200 text-ink',
  refunded: 'bg-sand-200 text-ink',
};

/** An order's status, named in her language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const labels = useOrderLabels();
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${tone[status]}`}
      data-status={status}
    >
      {labels.status(status)}
    </span>
  );
}
