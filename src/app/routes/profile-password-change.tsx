import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['account'] };

export default function ProfilePasswordChangeRoute() {
  const { t } = useTranslation('account');
  usePageMeta(t('profile.passwordChange'));
  return (
    <div className="space-y-2">
      <h2 className="text-2xl font-semibold">{t('profile.passwordChange')}</h2>
      <p className="text-ink-soft">{t('profile.passwordIntro')}</p>
    </div>
  );
}
