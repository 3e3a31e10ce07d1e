import type { Order } from '@/domain/schemas';

/**
 * What a rejected order says first: what is true and calm. A declined card says so (the contract's `rejected`
 * with payment `declined`); any other rejection says the payment did not go through. Spec 8's sentence follows.
 */
export function rejectedTitleKey(order: Pick<Order, 'payment'>) {
  return order.payment.status === 'declined'
    ? ('result.rejected.declinedTitle' as const)
    : ('result.rejected.title' as const);
}
