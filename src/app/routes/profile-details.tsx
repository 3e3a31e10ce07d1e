import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';
import { useSession } from '@/lib/use-session';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['account'] };

export default function ProfileDetailsRoute() {
  const { t } = useTranslation('account');
  usePageMeta(t('profile.myDetails'));
  const claims = useSession()?.claims;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold">{t('profile.myDetails')}</h2>
        <p className="mt-1 text-ink-soft">{t('profile.detailsIntro')}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl bg-sand-50 p-4">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('profile.name')}
          </dt>
          <dd className="mt-1 text-lg text-ink">{claims?.firstName ?? '—'}</dd>
        </div>
        <div className="rounded-2xl bg-sand-50 p-4">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('profile.email')}
          </dt>
          <dd className="mt-1 text-lg break-all text-ink">{claims?.email ?? '—'}</dd>
        </div>
      </dl>
    </div>
  );
}
