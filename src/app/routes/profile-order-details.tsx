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
import { queryClient } from '@/lib/query-client';
import { LoadError } from '@/components/ui/load-state';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-order-details';

/**
 * Role user. Only an order id (a UUID, nothing longer) is ever sent to the API; anything else in the address is
 * the not-found state at once. The order is asked for here, not awaited: the page shows its skeleton meanwhile.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await loadWordsOf('app/routes/profile-order-details');
  const id = parseOrderId(params.id);
  if (id) void queryClient.prefetchQuery(getOrderQueryOptions(id));
  return null;
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
      <DetailsFrame title={t('orderDetails.loadError')}>
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
