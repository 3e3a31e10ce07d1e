import { describe, expect, it } from 'vitest';
import type { Order } from '@/lib/schemas';
import { UNPAID_ORDER_OFFER_MS, unpaidOrders } from './unpaid-orders';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();

type Piece = Omit<Order['items'][number], 'orderItemId'>;
const piece = (overrides: Partial<Piece> = {}): Piece =>
  ({
    product: { id: 5 },
    colour: { id: 1 },
    fabric: { id: 2 },
    combinationId: null,
    measurementType: 'standard',
    measurementData: { sizeOption: 'M', bodyDimensions: null },
    ...overrides,
  }) as Piece;

function order(overrides: Partial<Order> & { pieces?: Piece[] } = {}): Order {
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

describe('unpaidOrders', () => {
  it('keeps unpaid pending orders of the last day, newest first, whatever order the list came in', () => {
    const day = UNPAID_ORDER_OFFER_MS;
    const list = [
      order({ orderNumber: 'old', createdAt: at(day + 60_000) }),
      order({ orderNumber: 'hour', createdAt: at(3_600_000) }),
      order({ orderNumber: 'now', createdAt: at(0) }),
      order({ orderNumber: 'ahead', createdAt: at(-120_000) }),
      order({
        orderNumber: 'paid',
        status: 'confirmed',
        payment: { method: 'card', status: 'paid', brand: 'Visa', last4: '4242' },
      }),
      order({
        orderNumber: 'confirming',
        payment: { method: 'card', status: 'paid', brand: null, last4: null },
      }),
      order({ orderNumber: 'bad date', createdAt: 'yesterday' }),
    ];
    expect(unpaidOrders(list, NOW).map((o) => o.orderNumber)).toEqual(['ahead', 'now', 'hour']);
  });
});
