import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/use-session';
import { PlainPage } from './plain-page';

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
