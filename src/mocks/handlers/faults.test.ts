import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { apiFailure } from '@/testing/api-failure';
import { signInAs } from '@/testing/sign-in';
import { addToCart, getCartItems } from '../test-helpers';
import { clearFaults, failNext } from './faults';

afterEach(() => clearFaults());

describe('failNext (fault injection for browser tests)', () => {
  it('makes the next matching call answer 500 with the contract’s error body, then lets calls through', async () => {
    signInAs('user');
    const itemId = await addToCart('basic');
    failNext('DELETE', '/user/cart/removeItem', { status: 500 });
    // the body as sent (the client keeps a 5xx's words from her: lib/api-error)
    const failed = await api.delete('/user/cart/removeItem', {
      data: { itemId },
      validateStatus: () => true,
    });
    expect(failed.status).toBe(500);
    expect(failed.data).toEqual({
      message: { en: expect.stringMatching(/went wrong/), ar: expect.any(String) },
    });
    expect(await getCartItems()).toHaveLength(1);
    expect((await api.delete('/user/cart/removeItem', { data: { itemId } })).status).toBe(200);
  });

  it('fails as many times as asked', async () => {
    failNext('get', '/categories', { status: 503, times: 2 });
    expect((await apiFailure(api.get('/categories'))).status).toBe(503);
    expect((await apiFailure(api.get('/categories'))).status).toBe(503);
    expect((await api.get('/categories')).status).toBe(200);
  });

  it('matches only its method and path; `:name` is one segment, `*` any method', async () => {
    failNext('POST', '/products/:id', { status: 500 });
    expect((await api.get('/products/1')).status).toBe(200);
    failNext('*', '/products/:id', { status: 502 });
    expect((await api.get('/products?page=1')).status).toBe(200);
    expect((await apiFailure(api.get('/products/1'))).status).toBe(502);
  });

  it('answers a network error for status 0, an HTML page or an empty body when asked', async () => {
    failNext('GET', '/categories', { status: 0 });
    expect((await apiFailure(api.get('/categories'))).kind).toBe('network');
    failNext('GET', '/categories', { status: 502, body: 'html' });
    const html = await apiFailure(api.get('/categories'));
    expect(html).toMatchObject({ status: 502, serverMessage: null });
    failNext('GET', '/categories', { status: 500, body: 'empty' });
    expect(await apiFailure(api.get('/categories'))).toMatchObject({ status: 500, serverMessage: null });
  });

  it('answers JSON cut off in the middle, or exactly the JSON it is given', async () => {
    failNext('GET', '/categories', { status: 200, body: 'malformed' });
    const cut = await api.get('/categories', { responseType: 'text' });
    expect(cut.status).toBe(200);
    expect(() => JSON.parse(cut.data as string)).toThrow(SyntaxError);
    const hostile = { data: [{ id: 1, name: '<img src=x onerror=alert(1)>' }] };
    failNext('GET', '/categories', { status: 200, json: hostile });
    expect((await api.get('/categories')).data).toEqual(hostile);
  });

  it('lets the real handler answer after the delay when the fault is only late', async () => {
    const onTime = await api.get('/categories');
    failNext('GET', '/categories', { status: 500, late: true, delayMs: 50 });
    const started = Date.now();
    const late = await api.get('/categories');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(late.status).toBe(200);
    expect(late.data).toEqual(onTime.data);
  });

  it('places the order and then loses its answer when the fault is committed: held past the delay, or dropped', async () => {
    signInAs('user');
    const ordersNow = async () =>
      ((await api.get('/user/orders', { params: { group: 'current' } })).data as { orders: unknown[] }).orders
        .length;
    const before = await ordersNow();
    const order = (itemId: number) =>
      api.post('/user/orders', {
        itemIds: [itemId],
        addressId: 1,
        homeMeasurement: null,
        giftNote: null,
        promoCode: null,
      });

    failNext('POST', '/user/orders', { status: 200, committed: true, delayMs: 400 });
    const itemId = await addToCart('basic');
    let answered = false;
    const started = Date.now();
    const held = order(itemId).finally(() => (answered = true));
    // the server has acted while its answer is still held: the order exists and the piece left her cart
    await vi.waitFor(async () => expect(await ordersNow()).toBe(before + 1));
    expect(await getCartItems()).toHaveLength(0);
    expect(answered).toBe(false);
    expect((await held).status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(395);

    failNext('POST', '/user/orders', { status: 0, committed: true });
    expect((await apiFailure(order(await addToCart('basic')))).kind).toBe('network');
    expect(await ordersNow()).toBe(before + 2);
    expect(await getCartItems()).toHaveLength(0);
  });

  it('refuses a status that is not one', () => {
    expect(() => failNext('GET', '/categories', { status: 1000 })).toThrow(RangeError);
  });
});
