import { useTranslation } from 'react-i18next';
import { pageMeta, usePageMeta } from '@/lib/page-meta';
import { SizeChartTable } from '@/features/content/components/size-chart-table';
import type { Route } from './+types/size-chart';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'sizeChart', location.pathname);

/** Spec 2: only the size table. */
export default function SizeChartRoute() {
  const { t } = useTranslation('content');
  usePageMeta(t('sizeChart.metaTitle'), t('sizeChart.metaDescription'));
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('sizeChart.title')}</h1>
      <p className="mt-3 mb-8 text-ink-soft">{t('sizeChart.intro')}</p>
      <SizeChartTable />
    </div>
  );
}
