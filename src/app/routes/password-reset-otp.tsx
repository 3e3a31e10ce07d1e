import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';
import { ResetOtpForm } from '@/features/auth/components/password-reset-forms';

export default function PasswordResetOtpRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.otpTitle'));
  return <ResetOtpForm />;
}
