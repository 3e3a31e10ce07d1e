import { requireStep } from '../guards';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { ResetEmailForm } from '@/features/auth/components/password-reset-forms';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/password-reset-email';

/** Spec 4: a step opens only once the steps before it are done. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireStep('email', request);
  await loadWordsOf('app/routes/password-reset-email');
  return null;
}

export default function PasswordResetEmailRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.emailTitle'));
  return <ResetEmailForm />;
}
