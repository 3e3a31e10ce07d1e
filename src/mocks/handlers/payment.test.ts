import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { i18next } from '@/lib/i18n';
import { orderSchema, type Order } from '@/domain/schemas';
import { signInAs } from '@/testing/sign-in';
import { notifications } from '../data/notifications';
import { orders, SEED_ORDER_IDS } from '../data/orders';
import { addToCart } from '../test-helpers';
import { advanceOrders, configureOrderClock, payOrder, savedCards, settleOrders } from './orders';

const placeOrder = async (): Promise<Order> => {
  const itemId = await addToCart('basic');
  const response = await api.post('/user/orders', {
    itemIds: [itemId],
    addressId: 1,
    homeMeasurement: null,
    giftNote: null,
    promoCode: null,
  });
  return orderSchema.parse((response.data as { order: unknown }).order);
};
const getOrder = async (id: string): Promise<Order> =>
  orderSchema.parse(((await api.get(`/user/orders/${id}`)).data as { order: unknown }).order);

afterEach(() => configureOrderClock({ stepMs: null }));

describe('payOrder (the hosted card page’s verdict)', () => {
  it('accepts 4242 4242 4242 4242: confirmed, paid by Visa 4242, a confirmation number, the card saved', async () => {
    signInAs('user');
    const order = await placeOrder();
    const cardsBefore = savedCards.all().length;
    const result = payOrder(order.id, '4242 4242 4242 4242', { expMonth: 4, expYear: 2030 });
    expect(result.outcome).toBe('paid');
    expect(await getOrder(order.id)).toMatchObject({
      status: 'confirmed',
      confirmationNumber: expect.stringMatching(/^CNF-[0-9A-F]{8}$/),
      notes: null,
      payment: { method: 'card', status: 'paid', brand: 'Visa', last4: '4242' },
    });
    expect(savedCards.all()).toHaveLength(cardsBefore + 1);
    expect(savedCards.all().at(-1)).toMatchObject({
      userId: 'u-1001',
      last4: '4242',
      expMonth: 4,
      expYear: 2030,
    });
  });

  it('declines 4000 0000 0000 0002: rejected, declined, with the reason in her language', async () => {
    signInAs('user');
    const order = await placeOrder();
    expect(payOrder(order.id, '4000-0000-0000-0002').outcome).toBe('declined');
    const declined = await getOrder(order.id);
    expect(declined).toMatchObject({
      status: 'rejected',
      confirmationNumber: null,
      payment: { status: 'declined', brand: 'Visa', last4: '0002' },
    });
    expect(declined.notes).toMatch(/declined .* ending in 0002/);
    await i18next.changeLanguage('ar');
    expect((await getOrder(order.id)).notes).toMatch(/لم يُخصم/);
  });

  it('changes nothing for a number that is not a test card', async () => {
    signInAs('user');
    const order = await placeOrder();
    expect(payOrder(order.id, '5555 5555 5555 4444').outcome).toBe('unknown-card');
    expect(await getOrder(order.id)).toMatchObject({ status: 'pending', payment: { status: 'pending' } });
  });

  it('will not take a payment twice, nor for an unknown order', async () => {
    signInAs('user');
    const order = await placeOrder();
    payOrder(order.id, '4242424242424242');
    expect(payOrder(order.id, '4242424242424242').outcome).toBe('not-payable');
    expect(payOrder(SEED_ORDER_IDS.rejected, '4242424242424242').outcome).toBe('not-payable');
    expect(payOrder('00000000-0000-4000-8000-000000000000', '4242424242424242').outcome).toBe('not-found');
  });
});

describe('orders moving on over time', () => {
  it('moves a paid order one status per advanceOrders(): in tailoring, shipped with tracking, delivered', async () => {
    signInAs('user');
    const order = await placeOrder();
    payOrder(order.id, '4242424242424242');
    const unpaid = await placeOrder();
    advanceOrders();
    expect((await getOrder(order.id)).status).toBe('in_tailoring');
    expect((await getOrder(SEED_ORDER_IDS.shipped)).status).toBe('delivered');
    advanceOrders();
    const shipped = await getOrder(order.id);
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: expect.stringMatching(/^AX\d{10}$/) });
    advanceOrders();
    expect(await getOrder(order.id)).toMatchObject({
      status: 'delivered',
      trackingNumber: shipped.trackingNumber,
    });
    advanceOrders();
    expect((await getOrder(order.id)).status).toBe('delivered');
    expect((await getOrder(unpaid.id)).status).toBe('pending');
    expect((await getOrder(SEED_ORDER_IDS.rejected)).status).toBe('rejected');
  });

  it('never moves an order by itself in Vitest', async () => {
    signInAs('user');
    const order = await placeOrder();
    payOrder(order.id, '4242424242424242', undefined, Date.now() - 24 * 3600_000);
    settleOrders(Date.now() + 365 * 24 * 3600_000);
    expect((await getOrder(order.id)).status).toBe('confirmed');
  });

  it('moves a paid order one status every step of the clock, counted from its payment', async () => {
    signInAs('user');
    const order = await placeOrder();
    const paidAt = Date.now();
    payOrder(order.id, '4242424242424242', undefined, paidAt);
    configureOrderClock({ stepMs: 60_000 });
    settleOrders(paidAt + 59_000);
    expect(orders.find((r) => r.id === order.id)!.status).toBe('confirmed');
    settleOrders(paidAt + 125_000);
    const row = orders.find((r) => r.id === order.id)!;
    expect(row.status).toBe('shipped');
    expect(row.history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'in_tailoring', 'shipped']);
    expect(row.history.at(-1)!.at).toBe(new Date(paidAt + 120_000).toISOString());
    // The seeded orders stay as they are, for the account pages.
    expect(orders.find((r) => r.id === SEED_ORDER_IDS.shipped)!.status).toBe('shipped');
  });

  it('tells her of every status change in a notification', async () => {
    signInAs('user');
    const order = await placeOrder();
    payOrder(order.id, '4242424242424242');
    advanceOrders();
    const titles = notifications.filter((n) => n.orderId === order.id).map((n) => n.title.en);
    expect(titles).toEqual(['Order placed', 'Order confirmed', 'In tailoring']);
  });
});
