import { requireStep } from '../guards';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { ResetOtpForm } from '@/features/auth/components/password-reset-forms';
import { loadRouteWords } from '@/lib/i18n';
import { routeWords } from '../route-words';
import type { Route } from './+types/password-reset-otp';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: routeWords.passwordResetOtp };

/** Spec 4: a step opens only once the steps before it are done. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireStep('otp', request);
  await loadRouteWords(routeWords.passwordResetOtp);
  return null;
}

export default function PasswordResetOtpRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.otpTitle'));
  return <ResetOtpForm />;
}
