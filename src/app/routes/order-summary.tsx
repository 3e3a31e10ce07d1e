import { useTranslation } from 'react-i18next';
import { getOrderSummaryQueryOptions, useOrderSummary } from '@/features/orders/api/get-order-summary';
import {
  SummaryFrame,
  SummaryNotFound,
  SummarySkeleton,
  SummaryView,
} from '@/features/orders/components/order-summary-view';
import { parseOrderId } from '@/features/orders/utils/order-id';
import { isNotFound } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { LoadError } from '@/components/ui/load-state';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/order-summary';

/** Public (spec 2: no sign-in): anyone with the order's unguessable id may read its summary. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = parseOrderId(params.id);
  await Promise.all([
    loadWordsOf('app/routes/order-summary'),
    id === null ? null : queryClient.prefetchQuery(getOrderSummaryQueryOptions(id)),
  ]);
  return null;
}

export default function OrderSummaryRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation(['checkout', 'feedback']);
  const id = parseOrderId(params.id);
  const query = useOrderSummary(id);

  if (id === null || isNotFound(query.error)) return <SummaryNotFound />;
  if (query.isPending) return <SummarySkeleton />;
  if (query.isError) {
    return (
      <SummaryFrame title={t('orderSummary.title')}>
        <LoadError
          heading={1}
          title={t('orderSummary.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </SummaryFrame>
    );
  }
  return <SummaryView order={query.data} />;
}
