import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['account'] };

export default function ProfileOrderDetailsRoute() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  usePageMeta(t('profile.orderIntro', { id }));
  return <h2 className="text-2xl font-semibold">{t('profile.orderIntro', { id })}</h2>;
}
