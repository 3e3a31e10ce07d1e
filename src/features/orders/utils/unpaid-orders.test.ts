import { describe, expect, it } from 'vitest';
import { at, NOW, order } from '@/testing/order';
import { UNPAID_ORDER_OFFER_MS, unpaidOrders } from './unpaid-orders';

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
