import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { AccountHeading } from '@/features/profile/components/account-states';
import { PasswordChangeForm } from '@/features/profile/components/password-change-form';
import { loadRouteWords } from '@/lib/i18n';
import { routeWords } from '../route-words';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: routeWords.profilePasswordChange };

export async function clientLoader() {
  await loadRouteWords(routeWords.profilePasswordChange);
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
