import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';
import { AuthCallback } from '@/features/auth/components/auth-callback';

export default function AuthCallbackRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('callback.working'));
  return <AuthCallback />;
}
