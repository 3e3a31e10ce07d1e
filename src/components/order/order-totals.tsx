import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import type { Quote } from '@/lib/schemas';
import { useOrderLabels } from './use-order-labels';

export type Totals = Pick<
  Quote,
  'subtotal' | 'homeMeasurementFee' | 'deliveryFee' | 'discount' | 'total' | 'currency'
>;

/** Subtotal, home measurement fee, delivery, discount and total, as the server worked them out (quote or order). */
export function OrderTotals({ totals, promoCode }: { totals: Totals; promoCode?: string | null }) {
  const { t } = useTranslation('checkout');
  const { lang } = useOrderLabels();
  const money = (amount: number) => formatPrice(amount, totals.currency, lang);
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <dl className="space-y-2 text-sm" data-testid="order-totals">
      <div className={row}>
        <dt className="text-ink-soft">{t('orders.totals.subtotal')}</dt>
        <dd className="tabular-nums">{money(totals.subtotal)}</dd>
      </div>
      {totals.homeMeasurementFee > 0 && (
        <div className={row}>
          <dt className="text-ink-soft">{t('orders.totals.homeMeasurementFee')}</dt>
          <dd className="tabular-nums">{money(totals.homeMeasurementFee)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-ink-soft">{t('orders.totals.delivery')}</dt>
        <dd className="tabular-nums">
          {totals.deliveryFee > 0 ? money(totals.deliveryFee) : t('orders.totals.free')}
        </dd>
      </div>
      {totals.discount > 0 && (
        <div className={row}>
          <dt className="text-ink-soft wrap-anywhere">
            {promoCode ? t('orders.totals.discountCode', { code: promoCode }) : t('orders.totals.discount')}
          </dt>
          <dd className="text-emerald-800 tabular-nums">
            <bdi>−{money(totals.discount)}</bdi>
          </dd>
        </div>
      )}
      <div className={`${row} border-t border-sand-200 pt-3 text-base font-semibold`}>
        <dt>{t('orders.totals.total')}</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {money(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
