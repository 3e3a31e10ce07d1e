import { useTranslation } from 'react-i18next';
import { pageMeta, usePageMeta } from '@/lib/page-meta';
import { LegalPage } from '@/features/content/components/legal-page';
import type { Route } from './+types/terms';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'terms', location.pathname);

const SECTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

export default function TermsRoute() {
  const { t } = useTranslation('content');
  usePageMeta(t('terms.metaTitle'), t('terms.metaDescription'));
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
