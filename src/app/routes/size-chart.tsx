import { useTranslation } from 'react-i18next';
import { pageMeta, usePageMeta } from '@/lib/page-meta';
import { SizeChartTable } from '@/features/content/components/size-chart-table';
import { InfoPage } from '@/components/info-page';
import type { Route } from './+types/size-chart';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'sizeChart', location.pathname);

/** Spec 2: only the size table. */
export default function SizeChartRoute() {
  const { t } = useTranslation('content');
  usePageMeta(t('sizeChart.metaTitle'), t('sizeChart.metaDescription'));
  return (
    <InfoPage title={t('sizeChart.title')} intro={t('sizeChart.intro')} width="medium">
      <SizeChartTable />
    </InfoPage>
  );
}
