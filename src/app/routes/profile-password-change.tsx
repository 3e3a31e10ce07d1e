import { useTranslation } from 'react-i18next';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { AccountHeading } from '@/features/profile/components/account-states';
import { PasswordChangeForm } from '@/features/profile/components/password-change-form';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-password-change';

export async function clientLoader() {
  await loadWordsOf('app/routes/profile-password-change');
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('profile.passwordChange', 'account'));
}

export default function ProfilePasswordChangeRoute() {
  const { t } = useTranslation('account');
  return (
    <div className="space-y-6">
      <AccountHeading title={t('profile.passwordChange')} intro={t('password.intro')} />
      <PasswordChangeForm />
    </div>
  );
}
