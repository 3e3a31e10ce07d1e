import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { AccountHeading } from '@/features/profile/components/account-states';
import { PasswordChangeForm } from '@/features/profile/components/password-change-form';
import { loadWordsOf } from '../route-words';

export async function clientLoader() {
  await loadWordsOf('app/routes/profile-password-change');
  return null;
}

export default function ProfilePasswordChangeRoute() {
  const { t } = useTranslation('account');
  usePageMeta(t('profile.passwordChange'));
  return (
    <div className="space-y-6">
      <AccountHeading title={t('profile.passwordChange')} intro={t('password.intro')} />
      <PasswordChangeForm />
    </div>
  );
}
