import { useTranslation } from 'react-i18next';
import { pageMeta } from '@/lib/page-meta';
import { LegalPage } from '@/features/content/components/legal-page';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/privacy-policy';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'privacy', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/privacy-policy');

const SECTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

export default function PrivacyPolicyRoute() {
  const { t } = useTranslation('content');
  return (
    <LegalPage
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      sections={SECTIONS.map((n) => ({
        id: `privacy-${n}`,
        title: t(`privacy.s${n}Title`),
        body: t(`privacy.s${n}Body`),
      }))}
    />
  );
}
