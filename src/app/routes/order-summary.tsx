import { useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadWords } from '../guards';
import { Button } from '@/components/ui/button';
import { getOrderSummaryQueryOptions, useOrderSummary } from '@/features/orders/api/get-order-summary';
import {
  SummaryFrame,
  SummaryNotFound,
  SummarySkeleton,
  SummaryView,
} from '@/features/orders/components/order-summary-view';
import { parseOrderId } from '@/features/orders/utils/order-id';
import { isApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['checkout'] };

/** Public (spec 2: no sign-in): anyone with the order's unguessable id may read its summary. */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const id = parseOrderId(params.id);
  await Promise.all([
    loadWords(['checkout', 'feedback']),
    id === null ? null : queryClient.prefetchQuery(getOrderSummaryQueryOptions(id)),
  ]);
  return null;
}

export default function OrderSummaryRoute() {
  const { t } = useTranslation(['checkout', 'feedback']);
  const params = useParams();
  const id = parseOrderId(params.id);
  const query = useOrderSummary(id);

  if (id === null || (isApiError(query.error) && query.error.status === 404)) return <SummaryNotFound />;
  if (query.isPending) return <SummarySkeleton />;
  if (query.isError) {
    return (
      <SummaryFrame title={t('orderSummary.title')}>
        <div className="space-y-4 rounded-3xl border border-sand-200 bg-white p-6 text-center sm:p-10">
          <h1 className="text-2xl font-semibold sm:text-3xl">{t('orderSummary.loadError')}</h1>
          <p className="text-ink-soft">{query.error.message}</p>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('feedback:errors.retry')}
          </Button>
        </div>
      </SummaryFrame>
    );
  }
  return <SummaryView order={query.data} />;
}
