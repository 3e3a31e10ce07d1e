import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';

export default function ProfileOrderDetailsRoute() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  usePageMeta(t('profile.orderIntro', { id }));
  return <h2 className="text-2xl font-semibold">{t('profile.orderIntro', { id })}</h2>;
}
