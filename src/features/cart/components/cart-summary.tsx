import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderTotals, TotalsSkeleton } from '@/components/order/order-totals';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Quote } from '@/domain/schemas';

type Props = {
  /** The quote of exactly the current selection, promo and visit. */
  quote: Quote | undefined;
  /** An older quote, shown dimmed and marked while the current one loads. */
  previousQuote: Quote | undefined;
  isUpdating: boolean;
  isEmpty: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  /** When her pieces should arrive, or what she must choose first (a visit's day), in her words. */
  delivery: string | null;
  children?: ReactNode;
};

/** The order summary from POST /user/cart/quote: subtotal, home fee, delivery, discount, total. */
export function CartSummary({
  quote,
  previousQuote,
  isUpdating,
  isEmpty,
  error,
  onRetry,
  retrying,
  delivery,
  children,
}: Props) {
  const { t } = useTranslation('cart');
  const shown = quote ?? previousQuote;
  const stale = !quote && Boolean(previousQuote);

  return (
    <section
      aria-labelledby="cart-summary-title"
      className="space-y-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="cart-summary"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="cart-summary-title" className="font-sans text-lg font-semibold text-ink">
          {t('summary.title')}
        </h2>
        <p role="status" className="flex items-center gap-2 text-xs text-ink-muted">
          {isUpdating && !isEmpty && !error && (
            <>
              <Spinner size="sm" className="text-brand-600" />
              {t('summary.updating')}
            </>
          )}
        </p>
      </div>

      {isEmpty ? (
        <p className="text-sm text-ink-soft">{t('summary.nothingSelected')}</p>
      ) : error && !quote ? (
        <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm">
          <p className="font-semibold text-red-800">{t('summary.error')}</p>
          <p className="text-red-800">{error.message}</p>
          <Button variant="secondary" onClick={onRetry} loading={retrying} className="!py-2">
            {t('summary.retry')}
          </Button>
        </div>
      ) : shown ? (
        <div
          className={`border-s-2 ps-3 ${stale ? 'border-dashed border-brand-300' : 'border-transparent'}`}
          aria-busy={stale || undefined}
          data-testid="cart-totals"
          data-stale={stale ? 'true' : 'false'}
        >
          <OrderTotals totals={shown} promoCode={shown.promoCode} />
        </div>
      ) : (
        <TotalsSkeleton />
      )}
      {delivery && (
        <p className="text-sm font-medium text-ink" data-testid="delivery-estimate">
          {delivery}
        </p>
      )}
      {children}
    </section>
  );
}
