import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['account'] };

// Registered with the account area's routes; its screen is built under issue 12.
export default function ProfileMeasurementsRoute() {
  const { t } = useTranslation('account');
  usePageMeta(t('profile.measurements'));
  return <h2 className="text-2xl font-semibold">{t('profile.measurements')}</h2>;
}
