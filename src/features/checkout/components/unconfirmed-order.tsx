import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Order } from '@/lib/schemas';
import type { PlaceOrderState } from '../hooks/use-place-order';

/**
 * What checkout says when placing the order got no clear answer (usePlaceOrder): that the shop could not confirm
 * it, and then what it found among her orders — her order waiting for payment, with 'Complete payment'; nothing,
 * so trying again is safe; or that it could not look, with 'Check again'. Nothing for the other states.
 */
export function UnconfirmedOrder({
  state,
  onCheckAgain,
  found,
}: {
  state: PlaceOrderState;
  onCheckAgain: () => void;
  /** Her order, found waiting for payment, with its way to pay (the orders feature's FoundOrder). */
  found: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation('checkout');
  if (state.kind === 'checking') {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl bg-sand-100 px-4 py-3 text-sm">
        <Spinner size="sm" />
        <p>
          {t('unconfirmed.title')} {t('unconfirmed.checking')}
        </p>
      </div>
    );
  }
  if (state.kind === 'found') return found(state.order);
  if (state.kind !== 'not-found' && state.kind !== 'check-failed') return null;
  const reason = state.error instanceof Error ? state.error.message : null;
  return (
    <FormAlert>
      <p>{t('unconfirmed.title')}</p>
      {reason && <p className="font-normal">{reason}</p>}
      {state.kind === 'not-found' ? (
        <p className="font-normal" data-testid="order-not-placed">
          {t('unconfirmed.notFound')}
        </p>
      ) : (
        <>
          <p className="font-normal">{t('unconfirmed.checkFailed')}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={onCheckAgain}>
              {t('unconfirmed.checkAgain')}
            </Button>
            <Link to={paths.myOrders} className="underline">
              {t('unconfirmed.myOrders')}
            </Link>
          </div>
        </>
      )}
    </FormAlert>
  );
}
