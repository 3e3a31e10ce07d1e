import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('register.title'));
  return <RegisterForm />;
}
