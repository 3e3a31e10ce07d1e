import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requireUserRole } from '../guards';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { getOrderQueryOptions, useOrder } from '@/features/orders/api/get-order';
import {
  Checking,
  Closed,
  Confirmed,
  OrderNotFound,
  Pending,
  Rejected,
  ResultFrame,
} from '@/features/orders/components/order-result';
import { parseOrderId } from '@/features/orders/utils/order-id';
import { isNotFound } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import type { Order } from '@/domain/schemas';
import { LoadError } from '@/components/ui/load-state';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/checkout-result';

/**
 * Where the payment provider sends her back (`?orderId=`): her own order, so role user. The order is asked for
 * beside the screen's code; an id that is not an order id is never sent.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await Promise.all([requireUserRole(request), loadWordsOf('app/routes/checkout-result')]);
  const id = parseOrderId(new URL(request.url).searchParams.get('orderId'));
  if (id) void queryClient.prefetchQuery(getOrderQueryOptions(id));
  return null;
}

/** Paid, and moving on: the confirmation applies to every status after payment. */
const PAID_STATUSES = new Set<Order['status']>(['confirmed', 'in_tailoring', 'shipped', 'delivered']);

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('result.title', 'checkout'));
}

export default function CheckoutResultRoute() {
  const { t } = useTranslation(['checkout', 'feedback']);
  const [params] = useSearchParams();
  const id = parseOrderId(params.get('orderId'));
  const query = useOrder(id, { pollWhilePending: true });

  if (id === null || (isNotFound(query.error) && !query.data)) {
    return <OrderNotFound />;
  }
  if (query.isPending) return <Checking />;
  if (query.isError && !query.data) {
    return (
      <ResultFrame>
        <LoadError
          heading={1}
          title={t('result.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
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
