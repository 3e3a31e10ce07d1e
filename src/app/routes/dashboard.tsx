import { useTranslation } from 'react-i18next';
import { requireAdmin } from '../guards';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-state';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { getAdminSummaryQueryOptions, useAdminSummary } from '@/features/admin/api/get-admin-summary';
import { StatCard } from '@/features/admin/components/stat-card';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { formatPrice } from '@/lib/money';
import { queryClient } from '@/lib/query-client';
import { useLang } from '@/lib/use-lang';
import { useSession } from '@/lib/use-session';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/dashboard';

/** Spec 2: the dashboard needs an admin (or the owner); a user is sent to her profile. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  // Started, not awaited: the screen opens at once and shows its own loading state (and its own error).
  void queryClient.prefetchQuery(getAdminSummaryQueryOptions());
  await loadWordsOf('app/routes/dashboard');
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('dashboard.title', 'account'));
}

export default function DashboardRoute() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const name = useSession()?.claims.firstName ?? '';
  const signOut = useSignOut();
  const query = useAdminSummary();
  const count = (n: number) => new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en').format(n);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-semibold sm:text-4xl">{t('dashboard.title')}</h1>
          <p className="text-lg text-ink" data-private="">
            {t('dashboard.welcome', { name })}
          </p>
          <p className="text-ink-soft">{t('dashboard.intro')}</p>
        </div>
        <Button variant="secondary" onClick={() => signOut()}>
          {t('dashboard.signOut')}
        </Button>
      </header>
      <section aria-labelledby="dashboard-figures" className="space-y-4">
        <h2 id="dashboard-figures" className="text-xl font-semibold">
          {t('dashboard.figures')}
        </h2>
        {query.isPending ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t('dashboard.loading')}
            </p>
            <div aria-hidden="true" className="grid animate-pulse gap-4 sm:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-36 rounded-3xl bg-sand-200" />
              ))}
            </div>
          </div>
        ) : query.isError ? (
          <LoadError
            title={t('dashboard.loadError')}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <StatCard
              testId="stat-openOrders"
              label={t('dashboard.openOrders')}
              value={count(query.data.openOrders)}
              hint={t('dashboard.openOrdersHint')}
            />
            <StatCard
              testId="stat-ordersToday"
              label={t('dashboard.ordersToday')}
              value={count(query.data.ordersToday)}
              hint={t('dashboard.ordersTodayHint')}
            />
            <StatCard
              testId="stat-revenueToday"
              label={t('dashboard.revenueToday')}
              value={formatPrice(query.data.revenueToday, query.data.currency, lang)}
              hint={t('dashboard.revenueTodayHint')}
            />
          </dl>
        )}
      </section>
    </div>
  );
}
