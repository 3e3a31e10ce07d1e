import { useTranslation } from 'react-i18next';
import { AddressLines } from '@/features/addresses/components/address-lines';
import { getOrderQueryOptions, useOrder } from '@/features/orders/api/get-order';
import {
  DetailsFrame,
  DetailsSkeleton,
  OrderDetails,
  OrderDetailsNotFound,
} from '@/features/orders/components/order-details';
import { parseOrderId } from '@/features/orders/utils/order-id';
import { isNotFound } from '@/lib/api-error';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { queryClient } from '@/lib/query-client';
import { LoadError } from '@/components/ui/load-state';
import { openingFirstPage } from '../router-context';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-order-details';

/**
 * Role user. Only an order id (a UUID, nothing longer) is ever sent to the API; anything else in the address is
 * the not-found state at once. Moving here from another page, that page stays until the order is in (or its
 * error), as a piece's page does, so the title can name it. Opened directly, the page shows its skeleton rather
 * than wait for it, and is titled 'My orders'.
 */
export async function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  const id = parseOrderId(params.id);
  const order = id === null ? null : queryClient.prefetchQuery(getOrderQueryOptions(id));
  await Promise.all([
    loadWordsOf('app/routes/profile-order-details'),
    context.get(openingFirstPage)() ? null : order,
  ]);
  const answer = id === null ? null : queryClient.getQueryState(getOrderQueryOptions(id).queryKey);
  return {
    orderNumber: answer?.data?.orderNumber ?? null,
    missing: id === null || isNotFound(answer?.error),
    failed: answer?.status === 'error',
  };
}

/** Its title in the language of its address: her order's number, or the page's state (the words it shows). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  const { orderNumber = null, missing = false, failed = false } = args.loaderData ?? {};
  const title = orderNumber
    ? t('orderDetails.title', 'account', { number: orderNumber })
    : t(
        missing ? 'orderDetails.notFound.title' : failed ? 'orderDetails.loadError' : 'profile.myOrders',
        'account',
      );
  return screenMeta(args, title);
}

export default function ProfileOrderDetailsRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation(['account', 'feedback']);
  const id = parseOrderId(params.id);
  const query = useOrder(id);

  if (id === null || (isNotFound(query.error) && !query.data)) {
    return <OrderDetailsNotFound />;
  }
  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError && !query.data) {
    return (
      <DetailsFrame>
        <LoadError
          heading={2}
          title={t('orderDetails.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </DetailsFrame>
    );
  }
  return <OrderDetails order={query.data} address={<AddressLines address={query.data.shippingAddress} />} />;
}
