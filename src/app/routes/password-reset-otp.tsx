import { requireStep } from '../guards';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { ResetOtpForm } from '@/features/auth/components/password-reset-forms';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/password-reset-otp';

/** Spec 4: a step opens only once the steps before it are done. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireStep('otp', request);
  await loadWordsOf('app/routes/password-reset-otp');
  return null;
}

export default function PasswordResetOtpRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.otpTitle'));
  return <ResetOtpForm />;
}
