import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { AuthCallback } from '@/features/auth/components/auth-callback';

export default function AuthCallbackRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('callback.working'));
  return <AuthCallback />;
}
