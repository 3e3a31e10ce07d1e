import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { CountryCode } from '@/config/countries';
import type { Order } from '@/domain/schemas';
import type { CheckoutFlow } from '../hooks/use-checkout';
import { useDeliveryDates } from '../hooks/use-delivery-dates';
import { UnconfirmedOrder } from './unconfirmed-order';

type Props = {
  checkout: CheckoutFlow;
  /** The totals (QuoteView). */
  totals: ReactNode;
  /** Pay waits for these: the quote and her addresses. */
  ready: boolean;
  /** Her order, found waiting for payment after its answer was lost, with its way to pay. */
  found: (order: Order) => ReactNode;
  /** The country of the address it goes to, and the day of the visit she booked: when her pieces arrive. */
  deliveryCountry: CountryCode | null;
  visitDate: string | null;
  /** Why Pay waits for her (a home visit to an address outside Bahrain), said under it. */
  blocker?: string;
};

/** The order summary beside the review: totals, the shop's terms, what went wrong, and Pay. */
export function PayPanel({ checkout, totals, ready, found, deliveryCountry, visitDate, blocker }: Props) {
  const { t } = useTranslation('checkout');
  const { pay, refused } = checkout;
  const delivery = useDeliveryDates({ addressCountry: deliveryCountry, visitDate });
  const payProblem = refused?.problem.where === 'pay' ? refused : null;
  return (
    <div className="space-y-6 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
      <h2 id="checkout-summary-title" className="text-xl font-semibold sm:text-2xl">
        {t('summary.title')}
      </h2>
      {totals}
      <div className="space-y-2 rounded-2xl bg-sand-100 p-4 text-sm text-ink-soft">
        <h3 className="font-sans font-semibold text-ink">{t('policy.title')}</h3>
        <ul className="list-disc space-y-1 ps-5">
          <li>{t('policy.noChanges')}</li>
          <li>{t('policy.tailoring')}</li>
          {delivery.dates && (
            <li className="font-medium text-ink" data-testid="delivery-estimate">
              {delivery.visit
                ? t('delivery.afterVisit', { visit: delivery.visit, dates: delivery.dates })
                : t('delivery.estimate', { dates: delivery.dates })}
            </li>
          )}
          <li>{t('policy.card')}</li>
        </ul>
      </div>
      <div className="space-y-3">
        {payProblem && (
          <FormAlert>
            <p>{t('pay.failed')}</p>
            <p className="font-normal">{payProblem.problem.message}</p>
            {payProblem.status !== 422 && <p className="font-normal">{t('pay.keptNote')}</p>}
          </FormAlert>
        )}
        {refused && !payProblem && <p className="text-sm font-medium text-red-700">{t('pay.fix')}</p>}
        {pay.kind === 'no-payment-page' && (
          <FormAlert>
            <p>{t('pay.badUrl', { number: pay.order.orderNumber })}</p>
            <p className="font-normal">
              <Link to={paths.orderDetails(pay.order.id)} className="underline">
                {t('pay.viewOrder')}
              </Link>
            </p>
          </FormAlert>
        )}
        <UnconfirmedOrder state={pay} onCheckAgain={() => void checkout.checkAgain()} found={found} />
        {pay.kind !== 'found' && (
          <Button
            className="w-full"
            onClick={() => void checkout.onPay()}
            loading={pay.kind === 'placing' || pay.kind === 'redirecting' || pay.kind === 'checking'}
            disabled={checkout.busy || !ready || Boolean(blocker)}
            aria-describedby={blocker ? 'pay-blocker' : undefined}
          >
            {pay.kind === 'placing'
              ? t('pay.placing')
              : pay.kind === 'redirecting'
                ? t('pay.redirecting')
                : payProblem && payProblem.status !== 422
                  ? t('pay.retry')
                  : t('pay.submit')}
          </Button>
        )}
        {blocker && pay.kind !== 'found' && (
          <p id="pay-blocker" className="text-center text-sm text-ink-soft">
            {blocker}
          </p>
        )}
        {pay.kind === 'redirecting' && (
          <p role="status" className="text-center text-sm text-ink-soft">
            {t('pay.redirecting')}
          </p>
        )}
      </div>
    </div>
  );
}
