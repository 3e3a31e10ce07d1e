import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['account'] };

export default function ProfileHelpRoute() {
  const { t } = useTranslation('account');
  usePageMeta(t('profile.help'));
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-semibold">{t('profile.help')}</h2>
      <p className="text-ink-soft">{t('profile.helpIntro')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.contactUs} className={buttonClasses('primary')}>
          {t('profile.helpContact')}
        </Link>
        <Link to={paths.faqs} className={buttonClasses('secondary')}>
          {t('profile.helpFaqs')}
        </Link>
      </div>
    </div>
  );
}
