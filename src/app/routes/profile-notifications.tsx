import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/load-state';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import {
  countUnread,
  getNotificationsQueryOptions,
  useNotifications,
} from '@/features/notifications/api/get-notifications';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { i18next } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-notifications';

/** Her notifications start loading with the screen's code, once the guard has let her in. */
export async function clientLoader() {
  // Started, not awaited: the screen opens at once and shows its own loading state (and its own error).
  void queryClient.prefetchQuery(getNotificationsQueryOptions());
  await loadWordsOf('app/routes/profile-notifications');
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('profile.notifications', 'account'));
}

export default function ProfileNotificationsRoute() {
  const { t } = useTranslation('account');
  const query = useNotifications();
  const markRead = useMarkNotificationRead({
    // the page may be gone (she followed the link to her order): the toast still tells her
    onError: () => void notify('error', i18next.t('notificationsPage.markReadError', { ns: 'account' })),
  });
  const unread = countUnread(query.data);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold">{t('profile.notifications')}</h2>
          <p className="text-sm text-ink-soft">{t('notificationsPage.intro')}</p>
        </div>
        {unread > 0 && (
          <p className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {t('notificationsPage.unreadCount', { count: unread })}
          </p>
        )}
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('notificationsPage.loading')} />
      ) : query.isError ? (
        <LoadError
          title={t('notificationsPage.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          title={t('notificationsPage.emptyTitle')}
          body={t('notificationsPage.emptyBody')}
          action={{ to: paths.products, label: t('notificationsPage.emptyCta') }}
        />
      ) : (
        <NotificationList notifications={query.data} onMarkRead={(id) => markRead.mutate(id)} />
      )}
    </div>
  );
}
