import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import type { PriceBreakdown } from '../utils/price';

/** The piece's price, line by line, in the country's currency; it follows every choice she makes. */
export function PriceBreakdownView({ breakdown }: { breakdown: PriceBreakdown }) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const money = (amount: number) => formatPrice(amount, breakdown.currency, lang);
  return (
    <section
      aria-labelledby="price-breakdown-title"
      data-currency={breakdown.currency}
      className="rounded-2xl border border-sand-200 bg-white p-5"
    >
      <h2 id="price-breakdown-title" className="mb-3 font-sans text-sm font-semibold text-ink">
        {t('price.title')}
      </h2>
      <dl className="space-y-2 text-sm" aria-live="polite">
        {breakdown.lines.map((line) => (
          <div key={line.key} className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t(`price.${line.key}`)}</dt>
            <dd className="tabular-nums text-ink">{money(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-sand-200 pt-3 text-base font-semibold">
          <dt>{t('price.total')}</dt>
          <dd className="tabular-nums" data-testid="price-total">
            {money(breakdown.total)}
          </dd>
        </div>
      </dl>
      {breakdown.homeMeasurementFee !== null && (
        <p className="mt-3 text-xs text-ink-muted">
          {t('price.homeFee', { fee: money(breakdown.homeMeasurementFee) })}
        </p>
      )}
    </section>
  );
}
