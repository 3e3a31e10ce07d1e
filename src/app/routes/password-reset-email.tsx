import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';
import { ResetEmailForm } from '@/features/auth/components/password-reset-forms';

export default function PasswordResetEmailRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.emailTitle'));
  return <ResetEmailForm />;
}
