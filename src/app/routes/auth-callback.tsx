import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { AuthCallback } from '@/features/auth/components/auth-callback';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['auth'] };

export default function AuthCallbackRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('callback.working'));
  return <AuthCallback />;
}
