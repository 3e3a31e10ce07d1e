import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderTotals, TotalsSkeleton } from '@/components/order/order-totals';
import { FormAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { homeVisitRefusedItemIds, isApiError } from '@/lib/api-error';
import { localize } from '@/lib/localize';
import type { Quote } from '@/domain/schemas';

/** The quote of her order as the cart's quote hook gives it: the current one, or the last while it comes. */
export type QuoteState = {
  quote: Quote | undefined;
  previousQuote: Quote | undefined;
  query: Pick<UseQueryResult<Quote>, 'isError' | 'error' | 'isFetching' | 'refetch'>;
};

/** The totals she will pay, the last ones dimmed while they are worked out again, or why they could not be. */
export function QuoteView({ state }: { state: QuoteState }) {
  const { t } = useTranslation(['checkout', 'feedback']);
  const { quote, previousQuote, query } = state;
  if (quote) return <OrderTotals totals={quote} promoCode={quote.promoCode} />;
  if (query.isError && homeVisitRefusedItemIds(query.error).length > 0) {
    // what to do about it is said beside her address (HomeVisitAbroad)
    return <p className="text-sm text-ink-soft">{t('summary.homeAbroad')}</p>;
  }
  if (query.isError && query.error) {
    const error = query.error;
    const fixable = isApiError(error) && error.status === 422;
    return (
      <div className="space-y-3">
        <FormAlert>
          <p>{t('summary.error')}</p>
          <p className="font-normal">
            {isApiError(error) && error.serverMessage ? localize(error.serverMessage) : error.message}
          </p>
        </FormAlert>
        {fixable ? (
          <Link to={paths.cart} className={buttonClasses('secondary', 'w-full')}>
            {t('review.change')}
          </Link>
        ) : (
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {t('feedback:errors.retry')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <p role="status" className="mb-2 text-sm text-ink-muted">
        {t('summary.updating')}
      </p>
      {previousQuote ? (
        <div className="opacity-50">
          <OrderTotals totals={previousQuote} promoCode={previousQuote.promoCode} />
        </div>
      ) : (
        <TotalsSkeleton />
      )}
    </div>
  );
}
