import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';
import { ResetNewPasswordForm } from '@/features/auth/components/password-reset-forms';

export default function PasswordResetNewPasswordRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.newTitle'));
  return <ResetNewPasswordForm />;
}
