import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import type { Quote } from '@/domain/schemas';
import { useLang } from '@/lib/use-lang';

export type Totals = Pick<
  Quote,
  'subtotal' | 'homeMeasurementFee' | 'deliveryFee' | 'discount' | 'total' | 'currency'
>;

/**
 * Subtotal, home measurement fee, delivery, discount and total, as the server worked them out: a quote (the cart,
 * checkout) or an order (its pages). The one display of them; `testId` names the list (order-totals by default).
 */
export function OrderTotals({
  totals,
  promoCode,
  testId = 'order-totals',
}: {
  totals: Totals;
  promoCode?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const money = (amount: number) => formatPrice(amount, totals.currency, lang);
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <dl className="space-y-2 text-sm" data-testid={testId}>
      <div className={row}>
        <dt className="text-ink-soft">{t('totals.subtotal')}</dt>
        <dd className="tabular-nums" data-testid="totals-subtotal">
          {money(totals.subtotal)}
        </dd>
      </div>
      {totals.homeMeasurementFee > 0 && (
        <div className={row}>
          <dt className="text-ink-soft">{t('totals.homeMeasurementFee')}</dt>
          <dd className="tabular-nums" data-testid="totals-home-fee">
            {money(totals.homeMeasurementFee)}
          </dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-ink-soft">{t('totals.delivery')}</dt>
        <dd className="tabular-nums" data-testid="totals-delivery">
          {totals.deliveryFee > 0 ? money(totals.deliveryFee) : t('totals.free')}
        </dd>
      </div>
      {totals.discount > 0 && (
        <div className={row}>
          <dt className="text-ink-soft wrap-anywhere">
            {promoCode ? t('totals.discountCode', { code: promoCode }) : t('totals.discount')}
          </dt>
          <dd className="text-emerald-800 tabular-nums" data-testid="totals-discount">
            <bdi>−{money(totals.discount)}</bdi>
          </dd>
        </div>
      )}
      <div className={`${row} border-t border-sand-200 pt-3 text-base font-semibold`}>
        <dt>{t('totals.total')}</dt>
        <dd className="tabular-nums" data-testid="totals-total">
          {money(totals.total)}
        </dd>
      </div>
    </dl>
  );
}

/** Grey rows where the totals will be, while the first quote is worked out. */
export function TotalsSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-3">
      <div className="h-4 w-full rounded bg-sand-200" />
      <div className="h-4 w-5/6 rounded bg-sand-200" />
      <div className="h-6 w-full rounded bg-sand-200" />
    </div>
  );
}
