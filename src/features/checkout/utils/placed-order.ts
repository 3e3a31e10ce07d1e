import { isApiError } from '@/lib/api-error';
import { awaitsPayment } from '@/domain/order-payment';
import type { CartItem, HomeMeasurement, Order } from '@/domain/schemas';

/**
 * How far before her press an order may have been created and still be the one she just placed: a few minutes,
 * for the server's clock against hers. An order older than that is another order, not the lost answer's.
 */
export const PLACED_ORDER_WINDOW_MS = 10 * 60_000;

const createdAt = (order: Pick<Order, 'createdAt'>) => Date.parse(order.createdAt);

/**
 * Whether placing an order may have worked although no answer said so: anything but a clear refusal (a 4xx) —
 * no answer in time, a dropped connection, a 5xx, a success whose body could not be read.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return !(error.kind === 'http' && error.status !== null && error.status >= 400 && error.status < 500);
}

/** What she asked for when she pressed Pay: enough to recognize the order among hers. */
export interface OrderAttempt {
  items: readonly Pick<
    CartItem,
    'product' | 'colour' | 'fabric' | 'combinationId' | 'measurementType' | 'measurementData'
  >[];
  addressId: number;
  giftNote: string | null;
  homeMeasurement: HomeMeasurement | null;
  /** When she pressed (her clock). */
  startedAt: number;
}

type ItemLike = OrderAttempt['items'][number];

/** One piece as she chose it, in a form two pieces can be compared by. */
function productKey(item: ItemLike): string {
  const data = item.measurementData;
  const body = data?.bodyDimensions;
  return JSON.stringify([
    item.product.id,
    item.colour.id,
    item.fabric.id,
    item.combinationId,
    item.measurementType,
    data?.sizeOption ?? null,
    body
      ? [body.unit, body.underBust, body.waist, body.hips, body.bust, body.bodyHeight, body.shoulderWidth]
      : null,
  ]);
}

const sameVisit = (a: HomeMeasurement | null, b: HomeMeasurement | null) =>
  a === null || b === null ? a === b : a.date === b.date && a.timeOfDay === b.timeOfDay;

/**
 * The order she has just placed, found among her orders (newest first) after its answer was lost: waiting for
 * payment, created at most PLACED_ORDER_WINDOW_MS before her press, to the address she chose, with the same
 * pieces, gift note and visit. Null when none is.
 */
export function findPlacedOrder(orders: readonly Order[], attempt: OrderAttempt): Order | null {
  const wanted = attempt.items.map(productKey).sort();
  const visit = attempt.items.some((item) => item.measurementType === 'home')
    ? attempt.homeMeasurement
    : null;
  const candidates = orders
    .filter((order) => createdAt(order) >= attempt.startedAt - PLACED_ORDER_WINDOW_MS)
    .sort((a, b) => createdAt(b) - createdAt(a));
  return (
    candidates.find((order) => {
      if (!awaitsPayment(order) || order.shippingAddress.id !== attempt.addressId) return false;
      if ((order.giftNote ?? null) !== (attempt.giftNote ?? null)) return false;
      if (!sameVisit(order.homeMeasurement, visit)) return false;
      const got = order.items.map(productKey).sort();
      return got.length === wanted.length && got.every((key, index) => key === wanted[index]);
    }) ?? null
  );
}
