import { awaitsPayment } from '@/domain/order-payment';
import type { Order } from '@/domain/schemas';

/**
 * How long an order she left unpaid is offered again (cart, checkout): a day. A hosted card page is a session the
 * provider ends by then (Stripe's default is 24 h), and an older one is an order she gave up rather than one she
 * is in the middle of; it stays in My orders (docs/decisions/0023-an-order-the-shop-lost-track-of.md).
 */
export const UNPAID_ORDER_OFFER_MS = 24 * 60 * 60_000;

const createdAt = (order: Pick<Order, 'createdAt'>) => Date.parse(order.createdAt);

/**
 * Her orders waiting for payment that are worth offering, newest first: unpaid, and placed within
 * UNPAID_ORDER_OFFER_MS (an order dated ahead of her clock counts as new). The list is newest first by contract;
 * it is sorted again here so a server that slips never hides the newest one.
 */
export function unpaidOrders(orders: readonly Order[], now = Date.now()): Order[] {
  return orders
    .filter((order) => {
      const at = createdAt(order);
      return awaitsPayment(order) && Number.isFinite(at) && now - at <= UNPAID_ORDER_OFFER_MS;
    })
    .sort((a, b) => createdAt(b) - createdAt(a));
}
