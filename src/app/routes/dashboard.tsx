import type { ClientLoaderFunctionArgs } from 'react-router';
import { loadWords, requireAdmin } from '../guards';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/use-session';
import { PlainPage } from './plain-page';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['account'] };

/** Spec 2: the dashboard needs an admin (or the owner). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await Promise.all([requireAdmin(request), loadWords(['account'])]);
  return null;
}

export default function DashboardRoute() {
  const { t } = useTranslation('account');
  const name = useSession()?.claims.firstName ?? '';
  return (
    <PlainPage title={t('dashboard.title')}>
      <p className="text-lg text-ink">{t('dashboard.welcome', { name })}</p>
      <p>{t('dashboard.intro')}</p>
    </PlainPage>
  );
}
