import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.title'));
  return <LoginForm />;
}
