import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useOrderLabels } from '@/domain/order-labels';
import type { OrderRequest } from '../utils/order-request';

type Props = {
  request: OrderRequest;
  /** The promo code as the quote confirmed it, once it has. */
  quotedPromo: string | null | undefined;
  /** The server's word about one of these, with the way back to the cart to change it. */
  error?: string;
};

/** The home visit, gift note and promo code she chose in the cart, with a way back to change them; nothing if none. */
export const CheckoutExtras = forwardRef<HTMLElement, Props>(function CheckoutExtras(
  { request, quotedPromo, error },
  ref,
) {
  const { t } = useTranslation('checkout');
  const labels = useOrderLabels();
  const { needsVisit, visit, giftNote, promoCode } = request;
  if (!needsVisit && giftNote === '' && !promoCode) return null;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="checkout-extras-title" className="focus:outline-none">
      <h2 id="checkout-extras-title" className="mb-4 text-xl font-semibold sm:text-2xl">
        {t('review.extrasTitle')}
      </h2>
      <div className="space-y-4 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
        {error !== undefined && (
          <FormAlert>
            <p>{error}</p>
            <p className="font-normal">
              <Link to={paths.cart} className="underline">
                {t('review.change')}
              </Link>
            </p>
          </FormAlert>
        )}
        <dl className="space-y-4 text-sm">
          {needsVisit && (
            <div>
              <dt className="font-semibold text-ink">{t('review.visit')}</dt>
              {visit ? (
                <dd className="text-ink-soft">
                  <p data-testid="checkout-visit">{labels.visit(visit)}</p>
                  <p className="text-ink-muted">{t('review.visitNote')}</p>
                </dd>
              ) : (
                <dd className="font-medium text-red-700">{t('review.visitMissing')}</dd>
              )}
            </div>
          )}
          {giftNote !== '' && (
            <div>
              <dt className="font-semibold text-ink">{t('review.giftNote')}</dt>
              <dd dir="auto" className="text-start whitespace-pre-line wrap-anywhere text-ink-soft">
                {giftNote}
              </dd>
            </div>
          )}
          {promoCode && (
            <div>
              <dt className="font-semibold text-ink">{t('review.promo')}</dt>
              <dd className="wrap-anywhere text-ink-soft">{quotedPromo ?? promoCode}</dd>
            </div>
          )}
        </dl>
        <p>
          <Link to={paths.cart} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('review.change')}
          </Link>
        </p>
      </div>
    </section>
  );
});
