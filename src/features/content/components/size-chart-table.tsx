import { useTranslation } from 'react-i18next';
import { displayRange, SIZE_CHART } from '../utils/size-chart';

const MEASURES = ['bust', 'waist', 'hips'] as const;

/** Spec 3's size table: one row per size, inches and centimetres for bust, waist and hips. */
export function SizeChartTable() {
  const { t } = useTranslation('content');
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm"
      // A table wider than a phone scrolls sideways; keyboard users must reach it (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t('sizeChart.caption')}
    >
      <table className="w-full min-w-[34rem] border-collapse text-sm tabular-nums">
        <caption className="sr-only">{t('sizeChart.caption')}</caption>
        <thead>
          <tr className="bg-sand-100 text-ink">
            <th scope="col" rowSpan={2} className="px-4 py-3 text-start font-semibold">
              {t('sizeChart.size')}
            </th>
            {MEASURES.map((m) => (
              <th
                key={m}
                scope="colgroup"
                colSpan={2}
                className="border-s border-sand-200 px-4 pt-3 pb-1 text-center font-semibold"
              >
                {t(`sizeChart.${m}`)}
              </th>
            ))}
          </tr>
          <tr className="bg-sand-100 text-xs text-ink-soft">
            {MEASURES.map((m) => [
              <th
                key={`${m}-in`}
                scope="col"
                className="border-s border-sand-200 px-4 pb-3 text-center font-medium"
              >
                <abbr title={t('sizeChart.inchesLong')} className="no-underline">
                  {t('sizeChart.inches')}
                </abbr>
              </th>,
              <th key={`${m}-cm`} scope="col" className="px-4 pb-3 text-center font-medium">
                <abbr title={t('sizeChart.cmLong')} className="no-underline">
                  {t('sizeChart.cm')}
                </abbr>
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {SIZE_CHART.map((row) => (
            <tr key={row.size} className="border-t border-sand-200 even:bg-sand-50">
              <th scope="row" className="px-4 py-3 text-start font-display text-base font-semibold text-ink">
                {row.size}
              </th>
              {MEASURES.map((m) => [
                <td
                  key={`${m}-in`}
                  className="border-s border-sand-200 px-4 py-3 text-center text-ink"
                  dir="ltr"
                >
                  {displayRange(row[m].in)}
                </td>,
                <td key={`${m}-cm`} className="px-4 py-3 text-center text-ink-soft" dir="ltr">
                  {displayRange(row[m].cm)}
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
