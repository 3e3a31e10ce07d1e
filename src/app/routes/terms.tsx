import { useTranslation } from 'react-i18next';
import { pageMeta } from '@/lib/page-meta';
import { LegalPage } from '@/features/content/components/legal-page';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/terms';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'terms', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/terms');

const SECTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

export default function TermsRoute() {
  const { t } = useTranslation('content');
  return (
    <LegalPage
      title={t('terms.title')}
      intro={t('terms.intro')}
      meta={t('shared.lastUpdated', { date: t('terms.lastUpdatedDate') })}
      sections={SECTIONS.map((n) => ({
        id: `terms-${n}`,
        title: t(`terms.s${n}Title`),
        body: t(`terms.s${n}Body`),
      }))}
    />
  );
}
