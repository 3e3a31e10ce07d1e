import { requireStep } from '../guards';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { ResetNewPasswordForm } from '@/features/auth/components/password-reset-forms';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/password-reset-new-password';

/** Spec 4: a step opens only once the steps before it are done. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireStep('new-password', request);
  await loadWordsOf('app/routes/password-reset-new-password');
  return null;
}

export default function PasswordResetNewPasswordRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.newTitle'));
  return <ResetNewPasswordForm />;
}
