import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Order } from '@/domain/schemas';
import type { PlaceOrderState } from '../hooks/use-place-order';

/**
 * What checkout says when placing the order got no clear answer (usePlaceOrder): that the shop could not confirm
 * it yet, and then what it found among her orders — her order waiting for payment, with 'Complete payment'; not
 * yet, so it keeps looking (and looks at once with 'Check again'); still nothing after the looks, so she checks her
 * orders before she pays again; or that it could not look. Never that nothing was placed: only the server can say
 * so. Nothing for the other states.
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
  if (state.kind !== 'still-checking' && state.kind !== 'unconfirmed' && state.kind !== 'check-failed')
    return null;
  const reason = state.error instanceof Error ? state.error.message : null;
  const words = {
    'still-checking': t('unconfirmed.stillChecking'),
    unconfirmed: t('unconfirmed.notConfirmed'),
    'check-failed': t('unconfirmed.checkFailed'),
  }[state.kind];
  return (
    <FormAlert>
      <p>{t('unconfirmed.title')}</p>
      {reason && <p className="font-normal">{reason}</p>}
      <p className="flex items-start gap-2 font-normal" data-testid={`order-${state.kind}`}>
        {state.kind === 'still-checking' && <Spinner size="sm" />}
        <span>{words}</span>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onCheckAgain}>
          {t('unconfirmed.checkAgain')}
        </Button>
        <Link to={paths.myOrders} className="underline">
          {t('unconfirmed.myOrders')}
        </Link>
      </div>
    </FormAlert>
  );
}
