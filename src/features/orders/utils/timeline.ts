import type { Order, OrderStatus } from '@/domain/schemas';

/** The way an order goes when all is well (spec 4). */
export const ORDER_LINE = ['pending', 'confirmed', 'in_tailoring', 'shipped', 'delivered'] as const;
/** Where an order stops instead: the end of its line. */
export const ORDER_ENDS = ['rejected', 'cancelled', 'refunded'] as const;

export type StepState = 'done' | 'current' | 'upcoming';
export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** When the step happened, where the order says it (only the day it was placed: `createdAt`). */
  at: string | null;
}

/**
 * The steps of an order's timeline, from what the order itself says. The contract gives one date (`createdAt`,
 * the day it was placed), so only that step carries a date. An order that stopped (rejected, cancelled,
 * refunded) shows the steps it is known to have passed — placed, and confirmed when it was paid — and then
 * its end as the current step, with nothing after it.
 */
export function timelineSteps(order: Pick<Order, 'status' | 'createdAt' | 'payment' | 'confirmationNumber'>) {
  const dated = (status: OrderStatus) => (status === 'pending' ? order.createdAt : null);
  if ((ORDER_ENDS as readonly OrderStatus[]).includes(order.status)) {
    const wasPaid = order.payment.status === 'paid' || order.confirmationNumber !== null;
    const passed: OrderStatus[] = wasPaid ? ['pending', 'confirmed'] : ['pending'];
    return [
      ...passed.map((status): TimelineStep => ({ status, state: 'done', at: dated(status) })),
      { status: order.status, state: 'current', at: null } satisfies TimelineStep,
    ];
  }
  const reached = (ORDER_LINE as readonly OrderStatus[]).indexOf(order.status);
  return ORDER_LINE.map((status, index): TimelineStep => ({
    status,
    state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming',
    at: dated(status),
  }));
}

/** The tracking number is shown once the order has left the atelier. */
export function showsTracking(order: Pick<Order, 'status' | 'trackingNumber'>): boolean {
  return order.trackingNumber !== null && (order.status === 'shipped' || order.status === 'delivered');
}
