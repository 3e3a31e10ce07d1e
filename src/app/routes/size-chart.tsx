import { useTranslation } from 'react-i18next';
import { pageMeta } from '@/lib/page-meta';
import { SizeChartTable } from '@/features/content/components/size-chart-table';
import { InfoPage } from '@/components/info-page';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/size-chart';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'sizeChart', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/size-chart');

/** Spec 2: only the size table. */
export default function SizeChartRoute() {
  const { t } = useTranslation('content');
  return (
    <InfoPage title={t('sizeChart.title')} intro={t('sizeChart.intro')} width="medium">
      <SizeChartTable />
    </InfoPage>
  );
}
