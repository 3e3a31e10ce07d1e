import type { Order } from '@/domain/schemas';

/** Waiting for her payment (contract: an unpaid `pending` order may be paid with POST /user/orders/{id}/pay). */
export function awaitsPayment(order: Pick<Order, 'status' | 'payment'>): boolean {
  return order.status === 'pending' && order.payment.status === 'pending';
}
