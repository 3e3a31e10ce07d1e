import { describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { i18next } from '@/lib/i18n';
import { orderSchema, orderSummarySchema, quoteSchema, type Order } from '@/domain/schemas';
import { local, storageKeys } from '@/lib/storage';
import { apiFailure } from '@/testing/api-failure';
import { signInAs } from '@/testing/sign-in';
import { makeUnavailable } from '../availability';
import { orders, SEED_ORDER_IDS } from '../data/orders';
import {
  addToCart,
  basicProduct,
  customProduct,
  defaultCombination,
  getCartItems,
  shopDate,
} from '../test-helpers';
import { addresses } from './addresses';
import { payOrder } from './orders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  itemIds: [],
  addressId: 1,
  homeMeasurement: null,
  giftNote: null,
  promoCode: null,
  ...overrides,
});

const placeOrder = async (overrides: Record<string, unknown>) => {
  const response = await api.post('/user/orders', orderBody(overrides));
  expect(response.status).toBe(201);
  const data = response.data as { order: unknown; paymentUrl: string };
  return { order: orderSchema.parse(data.order), paymentUrl: data.paymentUrl };
};

/** The raw answer, for the 409's body (the ApiError keeps only the message). */
const rawOrder = async (body: Record<string, unknown>) => {
  const response = await fetch(`${window.location.origin}/api/v1/user/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${localStorage.getItem(storageKeys.token)}`,
    },
    body: JSON.stringify(orderBody(body)),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

const getOrder = async (id: string): Promise<Order> =>
  orderSchema.parse(((await api.get(`/user/orders/${id}`)).data as { order: unknown }).order);

const listOrders = async (group?: string): Promise<Order[]> =>
  (
    (await api.get('/user/orders', { params: group ? { group } : {} })).data as { orders: unknown[] }
  ).orders.map((o) => orderSchema.parse(o));

describe('POST /user/orders', () => {
  it('answers 401 to a guest and 403 to an admin', async () => {
    expect((await apiFailure(api.post('/user/orders', orderBody({ itemIds: [1] })))).status).toBe(401);
    signInAs('admin');
    expect((await apiFailure(api.post('/user/orders', orderBody({ itemIds: [1] })))).status).toBe(403);
  });

  it('creates a pending, unpaid order with 201, a UUID, the next order number and a same-origin payment page', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const { order, paymentUrl } = await placeOrder({ itemIds: [a] });
    expect(order.id).toMatch(UUID);
    expect(order).toMatchObject({
      orderNumber: 'MTM-100234',
      status: 'pending',
      confirmationNumber: null,
      trackingNumber: null,
      notes: null,
      payment: { method: 'card', status: 'pending', brand: null, last4: null },
    });
    expect(paymentUrl).toBe(`${window.location.origin}/api/v1/payments/${order.id}?lang=en`);
    const b = await addToCart('basic');
    await i18next.changeLanguage('ar');
    const second = await placeOrder({ itemIds: [b] });
    expect(second.order.orderNumber).toBe('MTM-100235');
    expect(second.paymentUrl).toMatch(/\?lang=ar$/);
  });

  it('stores the quote’s prices, fees and totals in her currency, the items as chosen, and empties them from the cart', async () => {
    signInAs('user');
    const a = await addToCart('custom');
    const b = await addToCart('basic');
    const kept = await addToCart('basic');
    local.set(storageKeys.country, 'sa');
    addresses.update(
      (r) => r.id === 1,
      (r) => ({ ...r, country: 'sa', city: 'Riyadh' }),
    );
    const cartItems = await getCartItems();
    const quote = quoteSchema.parse(
      (
        (
          await api.post('/user/cart/quote', {
            itemIds: [a, b],
            promoCode: 'WELCOME10',
            homeMeasurement: null,
          })
        ).data as { quote: unknown }
      ).quote,
    );
    const { order } = await placeOrder({ itemIds: [a, b], promoCode: 'welcome10', giftNote: '  For Mama  ' });
    expect(order).toMatchObject({
      subtotal: quote.subtotal,
      homeMeasurementFee: 0,
      deliveryFee: quote.deliveryFee,
      discount: quote.discount,
      total: quote.total,
      currency: 'SAR',
      giftNote: 'For Mama',
      homeMeasurement: null,
      shippingAddress: { id: 1, country: 'sa', city: 'Riyadh' },
    });
    expect(quote.deliveryFee).toBe(34.83);
    expect(quote.discount).toBeGreaterThan(0);
    const { itemId: _a, ...first } = cartItems.find((i) => i.itemId === a)!;
    expect(order.items[0]).toEqual({ ...first, orderItemId: expect.any(Number) });
    expect(order.items.map((i) => i.currency)).toEqual(['SAR', 'SAR']);
    expect((await getCartItems()).map((i) => i.itemId)).toEqual([kept]);
    // Stored: read later from Bahrain, the order is still in the currency she paid in.
    local.set(storageKeys.country, 'bh');
    expect(await getOrder(order.id)).toMatchObject({ total: quote.total, currency: 'SAR' });
  });

  it('answers 422 with errors.itemIds for items that are not in her cart, or none', async () => {
    signInAs('user');
    for (const itemIds of [[777], []]) {
      const error = await apiFailure(api.post('/user/orders', orderBody({ itemIds })));
      expect(error.status).toBe(422);
      expect(error.fieldErrors).toHaveProperty('itemIds');
    }
  });

  it('answers 422 with errors.addressId for an address that is not hers, and nothing is ordered', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    addresses.insert({ ...addresses.all()[0]!, id: 60, userId: 'u-other' });
    for (const addressId of [60, 999]) {
      const error = await apiFailure(api.post('/user/orders', orderBody({ itemIds: [a], addressId })));
      expect(error.status).toBe(422);
      expect(error.fieldErrors.addressId).toBe('Choose one of your saved addresses.');
    }
    expect(await getCartItems()).toHaveLength(1);
    expect(orders.all()).toHaveLength(3);
  });

  it('charges delivery by the address’s country, in the selected country’s currency (contract 2026-11-27)', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const b = await addToCart('basic');
    addresses.insert({ ...addresses.all()[0]!, id: 70, country: 'sa', city: 'Riyadh', isDefault: false });
    // a Bahrain shopper sending a piece to Riyadh pays delivery
    const toRiyadh = await placeOrder({ itemIds: [a], addressId: 70 });
    expect(toRiyadh.order).toMatchObject({ deliveryFee: 3.5, currency: 'BHD' });
    expect(toRiyadh.order.shippingAddress).toMatchObject({ id: 70, country: 'sa' });
    // a shopper pricing in Kuwaiti dinars sends one to her address in Bahrain: free
    local.set(storageKeys.country, 'kw');
    const toManama = await placeOrder({ itemIds: [b], addressId: 1 });
    expect(toManama.order).toMatchObject({ deliveryFee: 0, currency: 'KWD' });
  });

  it('answers 422 with errors.homeMeasurement and the home items’ ids for a home visit to an address outside Bahrain', async () => {
    signInAs('user');
    const home = await addToCart('home');
    const plain = await addToCart('basic');
    addresses.insert({ ...addresses.all()[0]!, id: 70, country: 'sa', city: 'Riyadh', isDefault: false });
    const visit = { date: shopDate(2), timeOfDay: 'morning' };
    const refused = await rawOrder({ itemIds: [home, plain], addressId: 70, homeMeasurement: visit });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: {
        en: 'Home measurement is offered in Bahrain only: a piece measured at home needs a delivery address in Bahrain.',
        ar: expect.any(String),
      },
      errors: { homeMeasurement: expect.objectContaining({ en: expect.stringMatching(/Bahrain only/) }) },
      itemIds: [home],
    });
    expect(orders.all()).toHaveLength(3);
    expect(await getCartItems()).toHaveLength(2);
    // a Saudi shopper's home visit to her address in Bahrain follows the address
    local.set(storageKeys.country, 'sa');
    const { order } = await placeOrder({ itemIds: [home], addressId: 1, homeMeasurement: visit });
    expect(order).toMatchObject({ homeMeasurement: visit, homeMeasurementFee: 48.76, deliveryFee: 0 });
  });

  it('needs a valid future visit for a piece measured at home, and books it with the fee', async () => {
    signInAs('user');
    const home = await addToCart('home');
    const missing = await apiFailure(api.post('/user/orders', orderBody({ itemIds: [home] })));
    expect(missing.status).toBe(422);
    expect(missing.fieldErrors).toHaveProperty('homeMeasurement');
    const today = await apiFailure(
      api.post(
        '/user/orders',
        orderBody({ itemIds: [home], homeMeasurement: { date: shopDate(0), timeOfDay: 'morning' } }),
      ),
    );
    expect(today.fieldErrors).toHaveProperty(['homeMeasurement.date']);
    const visit = { date: shopDate(2), timeOfDay: 'afternoon' };
    const { order } = await placeOrder({ itemIds: [home], homeMeasurement: visit });
    expect(order).toMatchObject({ homeMeasurement: visit, homeMeasurementFee: 4.9 });
  });

  it('answers 422 to a gift note over 250 characters and takes one of 250', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const error = await apiFailure(
      api.post('/user/orders', orderBody({ itemIds: [a], giftNote: 'x'.repeat(251) })),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.giftNote).toMatch(/250/);
    const { order } = await placeOrder({ itemIds: [a], giftNote: 'y'.repeat(250) });
    expect(order.giftNote).toHaveLength(250);
  });

  it('answers 422 to an expired or unknown promo code, as the quote does', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    for (const promoCode of ['SUMMER2024', 'NOPE']) {
      const error = await apiFailure(api.post('/user/orders', orderBody({ itemIds: [a], promoCode })));
      expect(error.status).toBe(422);
      expect(error.fieldErrors).toHaveProperty('promoCode');
    }
  });

  it('answers 409 naming the items whose piece went out of stock, and keeps everything in the cart', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const b = await addToCart('custom');
    makeUnavailable(basicProduct.id);
    expect(await rawOrder({ itemIds: [a, b] })).toEqual({
      status: 409,
      body: {
        message: { en: expect.stringMatching(/no longer available/), ar: expect.any(String) },
        itemIds: [a],
      },
    });
    expect(await getCartItems()).toHaveLength(2);
    expect(orders.all()).toHaveLength(3);
  });

  it('answers 409 with itemIds for an item whose combination became unavailable', async () => {
    signInAs('user');
    const a = await addToCart('custom');
    const b = await addToCart('basic');
    makeUnavailable(customProduct.id, defaultCombination.id);
    expect(await rawOrder({ itemIds: [a, b] })).toEqual({
      status: 409,
      body: { message: { en: expect.any(String), ar: expect.any(String) }, itemIds: [a] },
    });
  });
});

describe('GET /user/orders and /user/orders/{id}', () => {
  it('lists her orders by group, newest first, with the seeded past orders', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const { order } = await placeOrder({ itemIds: [a] });
    expect((await listOrders('current')).map((o) => o.orderNumber)).toEqual([
      order.orderNumber,
      'MTM-100232',
    ]);
    expect((await listOrders('delivered')).map((o) => o.status)).toEqual(['delivered']);
    expect((await listOrders('rejected')).map((o) => o.status)).toEqual(['rejected']);
    expect(await listOrders()).toHaveLength(4);
    expect((await apiFailure(api.get('/user/orders', { params: { group: 'old' } }))).status).toBe(422);
  });

  it('seeds a shipped order with its tracking number and a rejected one with the bank’s note in her language', async () => {
    signInAs('user');
    expect(await getOrder(SEED_ORDER_IDS.shipped)).toMatchObject({
      status: 'shipped',
      trackingNumber: expect.stringMatching(/^AX\d{10}$/),
      payment: { status: 'paid' },
    });
    const rejected = await getOrder(SEED_ORDER_IDS.rejected);
    expect(rejected).toMatchObject({ status: 'rejected', payment: { status: 'declined', last4: '0002' } });
    expect(rejected.notes).toMatch(/declined/);
    await i18next.changeLanguage('ar');
    expect((await getOrder(SEED_ORDER_IDS.rejected)).notes).toMatch(/رفض البنك الدفع/);
  });

  it('answers 404 for another user’s order, an unknown id and a malformed id', async () => {
    signInAs('user');
    orders.update(
      (r) => r.id === SEED_ORDER_IDS.delivered,
      (r) => ({ ...r, userId: 'u-other' }),
    );
    for (const id of [SEED_ORDER_IDS.delivered, '00000000-0000-4000-8000-000000000000', 'MTM-100231', '1']) {
      expect((await apiFailure(api.get(`/user/orders/${id}`))).status).toBe(404);
    }
    expect((await listOrders()).map((o) => o.id)).not.toContain(SEED_ORDER_IDS.delivered);
  });
});

describe('POST /user/orders/{id}/pay', () => {
  it('gives the payment page again for an unpaid pending order', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const { order } = await placeOrder({ itemIds: [a] });
    const response = await api.post(`/user/orders/${order.id}/pay`);
    expect(response.data).toEqual({
      paymentUrl: `${window.location.origin}/api/v1/payments/${order.id}?lang=en`,
    });
  });

  it('puts a rejected order back to pending, payment pending, for another card, and it can then be paid', async () => {
    signInAs('user');
    const response = await api.post(`/user/orders/${SEED_ORDER_IDS.rejected}/pay`);
    expect(response.status).toBe(200);
    expect(await getOrder(SEED_ORDER_IDS.rejected)).toMatchObject({
      status: 'pending',
      notes: null,
      payment: { status: 'pending', brand: null, last4: null },
    });
    expect(payOrder(SEED_ORDER_IDS.rejected, '4242 4242 4242 4242').outcome).toBe('paid');
    expect((await getOrder(SEED_ORDER_IDS.rejected)).status).toBe('confirmed');
  });

  it('answers 409 for a paid order and 404 for one that is not hers', async () => {
    signInAs('user');
    for (const id of [SEED_ORDER_IDS.delivered, SEED_ORDER_IDS.shipped]) {
      expect((await apiFailure(api.post(`/user/orders/${id}/pay`))).status).toBe(409);
    }
    expect((await apiFailure(api.post('/user/orders/00000000-0000-4000-8000-000000000000/pay'))).status).toBe(
      404,
    );
  });
});

describe('GET /orders/{id}/summary', () => {
  it('shows any order to anyone with its id, the address reduced to name, city and country', async () => {
    const response = await api.get(`/orders/${SEED_ORDER_IDS.shipped}/summary`);
    const { order } = response.data as { order: Record<string, unknown> & { shippingAddress: object } };
    expect(order.shippingAddress).toEqual({ name: 'Noora Alkhalifa', city: 'Manama', country: 'bh' });
    expect(orderSummarySchema.parse(order)).toMatchObject({ orderNumber: 'MTM-100232', status: 'shipped' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '<script>', 'MTM-100232']) {
      expect((await apiFailure(api.get(`/orders/${encodeURIComponent(id)}/summary`))).status).toBe(404);
    }
  });
});
