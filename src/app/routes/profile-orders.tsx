import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { getOrdersQueryOptions, useOrders, type OrderGroup } from '@/features/orders/api/get-orders';
import { OrderCard, OrderCardsSkeleton } from '@/features/orders/components/order-card';
import { queryClient } from '@/lib/query-client';
import { EmptyState, LoadError } from '@/components/ui/load-state';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-orders';

/** Spec 4: the rejected list (rejected, cancelled, refunded) is shown on request; the address keeps the choice. */
export const SHOW_PARAM = 'show';
const showsRejected = (params: URLSearchParams) => params.get(SHOW_PARAM) === 'rejected';

/**
 * Role user (the profile layout guards too; this screen checks before asking for her orders). The lists are
 * asked for here, not awaited: each shows its skeleton while it comes.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await loadWordsOf('app/routes/profile-orders');
  const groups: OrderGroup[] = ['current', 'delivered'];
  if (showsRejected(new URL(request.url).searchParams)) groups.push('rejected');
  for (const group of groups) void queryClient.prefetchQuery(getOrdersQueryOptions(group));
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('profile.myOrders', 'account'));
}

export default function ProfileOrdersRoute() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const rejectedShown = showsRejected(params);
  const rejectedId = useId();

  const toggleRejected = () => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (rejectedShown) next.delete(SHOW_PARAM);
        else next.set(SHOW_PARAM, 'rejected');
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h2 className="text-2xl font-semibold">{t('profile.myOrders')}</h2>
        <p className="text-ink-soft">{t('ordersPage.intro')}</p>
      </header>
      <OrderList group="current" />
      <OrderList group="delivered" />
      <div className="space-y-4 border-t border-sand-200 pt-6">
        <Button
          variant="secondary"
          onClick={toggleRejected}
          aria-expanded={rejectedShown}
          aria-controls={rejectedShown ? rejectedId : undefined}
        >
          {rejectedShown ? t('ordersPage.hideRejected') : t('ordersPage.showRejected')}
        </Button>
        {rejectedShown && (
          <div id={rejectedId}>
            <OrderList group="rejected" />
          </div>
        )}
      </div>
    </div>
  );
}

function OrderList({ group }: { group: OrderGroup }) {
  const { t } = useTranslation(['account', 'feedback']);
  const query = useOrders(group);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4" data-testid={`orders-${group}`}>
      <h3 id={titleId} className="font-sans text-lg font-semibold text-ink">
        {t(`ordersPage.groups.${group}.title`)}
      </h3>
      {query.isPending ? (
        <OrderCardsSkeleton label={t('ordersPage.loading')} />
      ) : query.isError ? (
        <LoadError
          title={t('ordersPage.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          title={t(`ordersPage.groups.${group}.empty`)}
          action={{ to: paths.products, label: t('ordersPage.browse'), look: 'link' }}
        />
      ) : (
        <ul className="space-y-3">
          {query.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
