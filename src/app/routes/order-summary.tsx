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
import { metaWords, screenMeta } from '@/lib/page-meta';
import { queryClient } from '@/lib/query-client';
import { LoadError } from '@/components/ui/load-state';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/order-summary';

/**
 * Public (spec 2: no sign-in): anyone with the order's unguessable id may read its summary. `missing`: there is
 * no such order (an id that is none, or the API's 404), which the title says.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = parseOrderId(params.id);
  await Promise.all([
    loadWordsOf('app/routes/order-summary'),
    id === null ? null : queryClient.prefetchQuery(getOrderSummaryQueryOptions(id)),
  ]);
  const answer = id === null ? null : queryClient.getQueryState(getOrderSummaryQueryOptions(id).queryKey);
  return { missing: id === null || isNotFound(answer?.error) };
}

/** Its title in the language of its address: the summary's, or that there is no such order. */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  const key = args.loaderData?.missing ? 'orderSummary.notFound.title' : 'orderSummary.title';
  return screenMeta(args, t(key, 'checkout'));
}

export default function OrderSummaryRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation(['checkout', 'feedback']);
  const id = parseOrderId(params.id);
  const query = useOrderSummary(id);

  if (id === null || isNotFound(query.error)) return <SummaryNotFound />;
  if (query.isPending) return <SummarySkeleton />;
  if (query.isError) {
    return (
      <SummaryFrame>
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
