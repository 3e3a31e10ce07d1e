import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { SIZE_CHART } from '@/config/size-chart';
import type { Unit } from '../utils/measurements';

type Props = { open: boolean; onClose: () => void; initialUnit?: Unit };

/** The spec 3 size chart, one click from the size choice, in centimetres or inches. */
export function SizeChartDialog({ open, onClose, initialUnit = 'cm' }: Props) {
  const { t } = useTranslation('product');
  const [unit, setUnit] = useState<Unit>(initialUnit);
  const unitName = unit === 'cm' ? t('sizeChart.centimetres') : t('sizeChart.inches');
  // the unit in her language ('سم' / 'إنش' in Arabic) by each measurement's heading
  const unitShort = t(`measurement.unitShort.${unit}`);
  return (
    <Dialog open={open} onClose={onClose} title={t('sizeChart.title')} size="md">
      <div className="space-y-4">
        <p className="text-sm text-ink-soft">{t('sizeChart.intro')}</p>
        <div
          role="group"
          aria-label={t('measurement.unitLegend')}
          className="inline-flex rounded-full bg-sand-100 p-1"
        >
          {(['cm', 'in'] as const).map((u) => (
            <button
              key={u}
              type="button"
              aria-pressed={unit === u}
              onClick={() => setUnit(u)}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${unit === u ? 'bg-white text-ink shadow-sm' : 'text-ink-soft'}`}
            >
              {u === 'cm' ? t('sizeChart.centimetres') : t('sizeChart.inches')}
            </button>
          ))}
        </div>
        <div className="overflow-hidden rounded-2xl border border-sand-200">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('sizeChart.caption', { unit: unitName })}</caption>
            <thead className="bg-sand-100 text-ink">
              <tr>
                <th scope="col" className="px-2.5 py-2.5 sm:px-4 text-start font-semibold">
                  {t('sizeChart.size')}
                </th>
                <th scope="col" className="px-2.5 py-2.5 sm:px-4 text-start font-semibold">
                  {t('sizeChart.bust')} <span className="font-normal text-ink-muted">({unitShort})</span>
                </th>
                <th scope="col" className="px-2.5 py-2.5 sm:px-4 text-start font-semibold">
                  {t('sizeChart.waist')} <span className="font-normal text-ink-muted">({unitShort})</span>
                </th>
                <th scope="col" className="px-2.5 py-2.5 sm:px-4 text-start font-semibold">
                  {t('sizeChart.hips')} <span className="font-normal text-ink-muted">({unitShort})</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {SIZE_CHART.map((row) => (
                <tr key={row.size} className="border-t border-sand-200">
                  <th scope="row" className="px-2.5 py-2.5 sm:px-4 text-start font-semibold">
                    {row.size}
                  </th>
                  {(['bust', 'waist', 'hips'] as const).map((key) => (
                    <td key={key} className="px-2.5 py-2.5 sm:px-4 whitespace-nowrap text-ink-soft">
                      {/* a range reads low to high in Arabic too: isolated left to right */}
                      <bdi dir="ltr">
                        {row[unit][key][0]}–{row[unit][key][1]}
                      </bdi>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Dialog>
  );
}
