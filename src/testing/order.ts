import type { Order } from '@/domain/schemas';

/** A fixed "now" for tests about how old an order is, and an ISO time so long before it. */
export const NOW = Date.parse('2026-12-01T10:00:00Z');
export const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();

/** A piece as she chose it: what an order's item and a cart item have in common. */
export type Piece = Omit<Order['items'][number], 'orderItemId'>;

export const piece = (overrides: Partial<Piece> = {}): Piece =>
  ({
    product: { id: 5 },
    colour: { id: 1 },
    fabric: { id: 2 },
    combinationId: null,
    measurementType: 'standard',
    measurementData: { sizeOption: 'M', bodyDimensions: null },
    ...overrides,
  }) as Piece;

/** An order waiting for payment, placed 30 s before NOW to address 1, of `pieces` (one piece by default). */
export function order(overrides: Partial<Order> & { pieces?: Piece[] } = {}): Order {
  const { pieces = [piece()], ...rest } = overrides;
  return {
    id: crypto.randomUUID(),
    orderNumber: 'MTM-100234',
    confirmationNumber: null,
    status: 'pending',
    createdAt: at(30_000),
    trackingNumber: null,
    notes: null,
    giftNote: null,
    homeMeasurement: null,
    shippingAddress: { id: 1 } as Order['shippingAddress'],
    items: pieces.map((p, index) => ({ ...p, orderItemId: index + 1 })) as Order['items'],
    subtotal: 10,
    homeMeasurementFee: 0,
    deliveryFee: 0,
    discount: 0,
    total: 10,
    currency: 'BHD',
    payment: { method: 'card', status: 'pending', brand: null, last4: null },
    ...rest,
  };
}
