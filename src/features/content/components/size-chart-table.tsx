import { useTranslation } from 'react-i18next';
import { displayRange, SIZE_CHART } from '../utils/size-chart';

const MEASURES = ['bust', 'waist', 'hips'] as const;

/**
 * Spec 3's size table: one row per size, inches and centimetres for bust, waist and hips. It fits a 360 px
 * phone whole (small type and tight cells below `sm`); a range never breaks inside and always reads low to
 * high, left to right, in Arabic too.
 */
export function SizeChartTable() {
  const { t } = useTranslation('content');
  return (
    <div
      className="-mx-4 overflow-x-auto border-y border-sand-200 bg-white shadow-sm sm:mx-0 sm:rounded-2xl sm:border-x"
      // Narrower than 360 px the table may still scroll sideways; keyboard users must reach it then (axe
      // scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t('sizeChart.caption')}
    >
      <table className="w-full border-collapse text-xs tabular-nums sm:text-sm">
        <caption className="sr-only">{t('sizeChart.caption')}</caption>
        <thead>
          <tr className="bg-sand-100 text-ink">
            <th scope="col" rowSpan={2} className="px-2 py-3 text-start font-semibold sm:px-4">
              {t('sizeChart.size')}
            </th>
            {MEASURES.map((m) => (
              <th
                key={m}
                scope="colgroup"
                colSpan={2}
                className="border-s border-sand-200 px-[3px] pt-3 pb-1 text-center font-semibold sm:px-4"
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
                className="border-s border-sand-200 px-[3px] pb-3 text-center font-medium sm:px-4"
              >
                <abbr title={t('sizeChart.inchesLong')} className="no-underline">
                  {t('sizeChart.inches')}
                </abbr>
              </th>,
              <th key={`${m}-cm`} scope="col" className="px-[3px] pb-3 text-center font-medium sm:px-4">
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
              <th
                scope="row"
                className="px-2 py-3 text-start font-display text-sm font-semibold text-ink sm:px-4 sm:text-base"
              >
                {row.size}
              </th>
              {MEASURES.map((m) => [
                <td
                  key={`${m}-in`}
                  className="border-s border-sand-200 px-[3px] py-3 text-center whitespace-nowrap text-ink sm:px-4"
                  dir="ltr"
                >
                  {displayRange(row[m].in)}
                </td>,
                <td
                  key={`${m}-cm`}
                  className="px-[3px] py-3 text-center whitespace-nowrap text-ink-soft sm:px-4"
                  dir="ltr"
                >
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
