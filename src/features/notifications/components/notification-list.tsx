import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { localize } from '@/lib/localize';
import { useLang } from '@/lib/use-lang';
import type { Notification } from '../api/get-notifications';
import { formatNotificationTime } from '../utils/format';

/** Her notifications, newest first; an unread one is marked by colour, a dot and words for screen readers. */
export function NotificationList({
  notifications,
  onMarkRead,
}: {
  notifications: readonly Notification[];
  onMarkRead: (id: number) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <ul aria-label={t('profile.notifications')} className="space-y-3" data-private="">
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} onMarkRead={onMarkRead} />
      ))}
    </ul>
  );
}

function NotificationItem({
  notification: n,
  onMarkRead,
}: {
  notification: Notification;
  onMarkRead: (id: number) => void;
}) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const titleId = useId();
  const bodyId = useId();
  // Text from the API, shown as text (React escapes it), in her language with English as the fallback.
  const title = localize(n.title, lang);
  const body = localize(n.body, lang);
  return (
    <li
      aria-labelledby={titleId}
      data-unread={n.read ? undefined : 'true'}
      className={`rounded-2xl border p-4 sm:p-5 ${
        n.read ? 'border-sand-200 bg-white' : 'border-brand-200 bg-brand-50'
      }`}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`mt-2 size-2.5 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-brand-600'}`}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={titleId} className={`wrap-break-word text-ink ${n.read ? 'font-medium' : 'font-semibold'}`}>
            {!n.read && <span className="sr-only">{t('notificationsPage.unread')}: </span>}
            <bdi>{title}</bdi>
          </h3>
          <p id={bodyId} dir="auto" className="text-sm wrap-break-word text-ink-soft">
            {body}
          </p>
          <p className="text-xs text-ink-muted">
            <time dateTime={n.createdAt}>{formatNotificationTime(n.createdAt, lang)}</time>
          </p>
          {(n.orderId || !n.read) && (
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 pt-2">
              {n.orderId && (
                <Link
                  to={paths.orderDetails(n.orderId)}
                  aria-describedby={bodyId}
                  onClick={() => {
                    if (!n.read) onMarkRead(n.id);
                  }}
                  className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {t('notificationsPage.viewOrder')}
                </Link>
              )}
              {!n.read && (
                <button
                  type="button"
                  aria-label={t('notificationsPage.markReadLabel', { title })}
                  onClick={() => onMarkRead(n.id)}
                  className="inline-flex min-h-6 items-center text-sm font-medium text-ink-soft underline-offset-4 hover:text-ink hover:underline"
                >
                  {t('notificationsPage.markRead')}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
