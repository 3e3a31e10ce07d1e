/// <reference types="vite/client" />
// The mock API over HTTP (src/mocks/server): one database and fault queue per mock session, the test hooks, and
// the provider's card page and Google's consent screen as plain HTML forms. A real server on a free port, called
// with Node's fetch as nginx would pass the browser's calls on.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApiServer } from '@/mocks/server';
import { SEED_ORDER_IDS } from '@/mocks/data/orders';

const server = createMockApiServer({ orderStepMs: null });
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let sessions = 0;
/** A client with its own mock session (as a browser context with the fixture's cookie), or none. */
function client(session: string | null = `test-${++sessions}-${Date.now()}`) {
  let token = '';
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(session ? { Cookie: `theme=dark; mtm-mock-session=${session}` } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined && !(body instanceof URLSearchParams)
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof URLSearchParams ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // HTML or nothing
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as Record<string, unknown>,
    };
  };
  return {
    call,
    hook: async (name: string, body: Record<string, unknown> = {}) => call('POST', `/__mock/${name}`, body),
    async signIn(email = 'noora@example.com') {
      const answer = await call('POST', '/auth/signin', { email, password: 'Tafseel#2026' });
      token = (answer.json as { accessToken: string }).accessToken;
    },
    async addProduct() {
      const answer = await call('POST', '/user/cart/addItem', {
        productId: 5,
        combinationId: null,
        colorId: 1,
        fabricId: 1,
        measurementType: 'standard',
        measurementData: { sizeOption: 'M', bodyDimensions: null },
      });
      expect(answer.status).toBe(201);
      return (answer.json as { itemId: number }).itemId;
    },
    async cartSize() {
      const answer = await call('GET', '/user/cart/get');
      return (answer.json as { cart: { cartItems: unknown[] } }).cart.cartItems.length;
    },
    async placeOrder(lang: 'en' | 'ar' = 'en', headers: Record<string, string> = {}) {
      const itemId = await this.addProduct();
      const answer = await call(
        'POST',
        '/user/orders',
        { itemIds: [itemId], addressId: 1, homeMeasurement: null, giftNote: null, promoCode: null },
        { 'Accept-Language': lang, ...headers },
      );
      expect(answer.status).toBe(201);
      const { order, paymentUrl } = answer.json as { order: { id: string }; paymentUrl: string };
      return { orderId: order.id, paymentUrl };
    },
    async orderState(orderId: string) {
      const answer = await call('GET', `/user/orders/${orderId}`);
      const { order } = answer.json as { order: { status: string; payment: { status: string } } };
      return `${order.status}/${order.payment.status}`;
    },
  };
}

describe('one database per mock session', () => {
  it('keeps carts, orders and resets of two sessions apart', async () => {
    const a = client();
    const b = client();
    await a.signIn();
    await b.signIn();
    await a.addProduct();
    await a.addProduct();
    expect(await a.cartSize()).toBe(2);
    expect(await b.cartSize()).toBe(0);
    const { orderId } = await a.placeOrder();
    expect((await a.call('GET', `/user/orders/${orderId}`)).status).toBe(200);
    expect((await b.call('GET', `/user/orders/${orderId}`)).status).toBe(404);

    await b.addProduct();
    await a.hook('reset');
    expect(await a.cartSize()).toBe(0);
    expect(await b.cartSize()).toBe(1);
  });

  it('gives every call without a session cookie the one shared default session', async () => {
    const first = client(null);
    const second = client(null);
    await first.signIn();
    await second.signIn();
    await first.hook('reset');
    await first.addProduct();
    expect(await second.cartSize()).toBe(1);
    expect(
      await client()
        .cartSize()
        .catch(() => 'signed out'),
    ).toBe('signed out');
    await first.hook('reset');
  });

  it('finds a public order summary whichever session asks, as a real server would', async () => {
    const a = client();
    await a.signIn();
    const { orderId } = await a.placeOrder();
    const stranger = client(null);
    const summary = await stranger.call('GET', `/orders/${orderId}/summary`);
    expect(summary.status).toBe(200);
    expect((summary.json as { order: { id: string } }).order.id).toBe(orderId);
    expect((await stranger.call('GET', '/orders/00000000-0000-4000-8000-000000000000/summary')).status).toBe(
      404,
    );
  });
});

describe('the test hooks over HTTP', () => {
  it('failNext fails the next calls of its own session only, and clearFaults drops what waits', async () => {
    const a = client();
    const b = client();
    const set = await a.hook('failNext', {
      method: 'GET',
      path: '/categories',
      options: { status: 503, times: 2 },
    });
    expect(set).toMatchObject({ status: 200, json: { result: null } });
    expect((await b.call('GET', '/categories')).status).toBe(200);
    expect((await a.call('GET', '/categories')).status).toBe(503);
    expect((await a.call('GET', '/categories')).status).toBe(503);
    expect((await a.call('GET', '/categories')).status).toBe(200);

    await a.hook('failNext', { method: '*', path: '*', options: { status: 500, body: 'html' } });
    // the hooks themselves are not API calls the queue can fail
    expect((await a.hook('clearFaults')).status).toBe(200);
    expect((await a.call('GET', '/categories')).status).toBe(200);
  });

  it('refuses a fault the page mock would refuse, and an unknown hook', async () => {
    const refused = await client().hook('failNext', {
      method: 'GET',
      path: '/categories',
      options: { status: 700 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ error: expect.stringMatching(/status must be 0/) });
    expect((await client().hook('dropDatabase')).status).toBe(404);
  });

  it('lastResetCode, makeUnavailable/makeAvailable, payOrder and advanceOrders answer as window.mockApi does', async () => {
    const a = client();
    expect((await a.hook('lastResetCode', { email: 'noora@example.com' })).json).toEqual({ result: null });
    await a.call('POST', '/auth/password-reset/request', { email: 'Noora@example.com' });
    const code = (await a.hook('lastResetCode', { email: 'noora@example.com' })).json.result as string;
    expect(code).toMatch(/^\d{6}$/);
    expect((await client().hook('lastResetCode', { email: 'noora@example.com' })).json).toEqual({
      result: null,
    });

    await a.signIn();
    const { orderId } = await a.placeOrder();
    expect((await a.hook('payOrder', { orderId, cardNumber: '4242 4242 4242 4242' })).json).toEqual({
      result: 'paid',
    });
    expect((await a.hook('payOrder', { orderId, cardNumber: '4242 4242 4242 4242' })).json).toEqual({
      result: 'not-payable',
    });
    const moved = (await a.hook('advanceOrders')).json.result as string[];
    expect(moved).toContainEqual(expect.stringMatching(/confirmed → in_tailoring/));
    expect(await a.orderState(orderId)).toBe('in_tailoring/paid');

    expect((await a.hook('makeUnavailable', { productId: 5 })).json).toEqual({ result: true });
    expect((await a.hook('makeUnavailable', { productId: 99999 })).json).toEqual({ result: false });
    expect(
      (
        await a.call('POST', '/user/cart/addItem', {
          productId: 5,
          combinationId: null,
          colorId: 1,
          fabricId: 1,
          measurementType: 'standard',
          measurementData: { sizeOption: 'M', bodyDimensions: null },
        })
      ).status,
    ).toBe(409);
    const b = client();
    await b.signIn();
    await b.addProduct(); // still in stock for another session
    await a.hook('makeAvailable', { productId: 5 });
    await a.addProduct();
  });

  it('reads a table of the session as the page mock keeps it in localStorage', async () => {
    const a = client();
    await a.signIn();
    const { orderId } = await a.placeOrder();
    const table = await a.call('GET', '/__mock/db/orders');
    expect(table.status).toBe(200);
    expect(table.json).toMatchObject({ version: expect.any(Number), rows: expect.any(Array) });
    expect(table.text).toContain(orderId);
    expect((await client().call('GET', '/__mock/db/orders')).text).not.toContain(orderId);
    expect((await a.call('GET', '/__mock/db/nothing')).status).toBe(404);
  });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const card = (number: string, action = 'pay') =>
  form({ cardnumber: number, 'exp-date': '1230', cvc: '123', ccname: 'Noora Alkhalifa', action });
const pathOf = (paymentUrl: string) =>
  new URL(paymentUrl).pathname.replace(/^\/api\/v1/, '') + new URL(paymentUrl).search;

describe('the card page over HTTP', () => {
  it('is a page on the shop’s origin behind a proxy, in the URL’s language, with the order and the card form', async () => {
    const a = client();
    await a.signIn();
    const { orderId, paymentUrl } = await a.placeOrder('ar', {
      'X-Forwarded-Host': 'shop.example:8443',
      'X-Forwarded-Proto': 'https',
    });
    expect(paymentUrl).toBe(`https://shop.example:8443/api/v1/payments/${orderId}?lang=ar`);
    const page = await a.call('GET', pathOf(paymentUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toMatch(/<dd dir="ltr">MTM-\d{6}<\/dd>/);
    for (const label of [
      'رقم البطاقة',
      'تاريخ الانتهاء (MM/YY)',
      'رمز الأمان (CVC)',
      'الاسم على البطاقة',
      'إلغاء والعودة إلى المتجر',
    ])
      expect(page.text).toContain(label);
    expect(page.text).toContain(`<form method="post" action="/api/v1/payments/${orderId}?lang=ar"`);
    // no inline script or style: the site's Content-Security-Policy applies to it
    expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|\sstyle=|\son[a-z]+=/i);
    const script = page.text.match(/<script type="module" src="([^"]+)"/)?.[1];
    expect((await a.call('GET', script!.replace(/^\/api\/v1/, ''))).headers.get('content-type')).toMatch(
      /javascript/,
    );
  });

  it('refuses another number on its field, keeps what she typed and focuses the first field in error', async () => {
    const a = client();
    await a.signIn();
    const { orderId, paymentUrl } = await a.placeOrder('en');
    const page = await a.call(
      'POST',
      pathOf(paymentUrl),
      form({ cardnumber: '5555555555554444', 'exp-date': '', cvc: '12', ccname: 'Noora', action: 'pay' }),
    );
    expect(page.status).toBe(200);
    expect(page.text).toMatch(
      /<input id="card-number" name="cardnumber" value="5555 5555 5555 4444" aria-invalid="true" aria-describedby="card-number-error" autofocus/,
    );
    expect(page.text).toMatch(
      /<p id="card-number-error" role="alert" class="error">This test page takes only the test cards: \u20664242\u00a04242\u00a04242\u00a04242\u2069/,
    );
    expect(page.text).toMatch(/id="card-expiry" name="exp-date" value="" aria-invalid="true"/);
    expect(page.text).toMatch(/id="card-cvc" name="cvc" value="12" aria-invalid="true"/);
    expect(page.text).toContain('Please correct the fields marked below.');
    expect(page.text.match(/autofocus/g)).toHaveLength(1);
    expect(await a.orderState(orderId)).toBe('pending/pending');
  });

  it('pays with 4242…, declines 4000…0002, and cancels, each back to the shop’s unprefixed result page, as the contract’s provider does', async () => {
    const a = client();
    await a.signIn();
    const paid = await a.placeOrder('en');
    const answer = await a.call('POST', pathOf(paid.paymentUrl), card('4242424242424242'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/checkout/result?orderId=${paid.orderId}`);
    expect(await a.orderState(paid.orderId)).toBe('confirmed/paid');
    // paid already: the page says so instead of the form
    expect((await a.call('GET', pathOf(paid.paymentUrl))).text).toContain(
      'This order does not need a payment',
    );

    const declined = await a.placeOrder('ar');
    const no = await a.call('POST', pathOf(declined.paymentUrl), card('4000 0000 0000 0002'));
    // Arabic too: the shop sends her to the Arabic twin (the language she stored), not the provider.
    expect(no.headers.get('location')).toBe(`/checkout/result?orderId=${declined.orderId}`);
    expect(await a.orderState(declined.orderId)).toBe('rejected/declined');

    const cancelled = await a.placeOrder('en');
    const back = await a.call('POST', pathOf(cancelled.paymentUrl), form({ action: 'cancel' }));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/checkout/result?orderId=${cancelled.orderId}`);
    expect(await a.orderState(cancelled.orderId)).toBe('pending/pending');
  });

  it('says it cannot find another session’s payment (back to the cart), and that a delivered order needs none', async () => {
    const a = client();
    await a.signIn();
    const { paymentUrl } = await a.placeOrder('en');
    const other = await client().call('GET', pathOf(paymentUrl));
    expect(other.text).toContain('We could not find this payment');
    const back = await client().call('POST', pathOf(paymentUrl), form({ action: 'back' }));
    expect(back.headers.get('location')).toBe('/cart');
    const delivered = await a.call('GET', `/payments/${SEED_ORDER_IDS.delivered}?lang=ar`);
    expect(delivered.text).toContain('لا يحتاج هذا الطلب إلى دفع');
  });
});

describe('Google’s consent screen over HTTP', () => {
  it('signs Noora in, or cancels, through /auth/callback', async () => {
    const a = client();
    const page = await a.call('GET', '/auth/auth/google', undefined, {
      Referer: 'http://shop.example/ar/login',
    });
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain('Noora Alkhalifa');
    const chosen = await a.call('POST', '/auth/auth/google', form({ account: 'customer' }));
    expect(chosen.status).toBe(303);
    const token = new URL(chosen.headers.get('location')!, 'http://x').searchParams.get('token');
    expect(chosen.headers.get('location')).toMatch(/^\/auth\/callback\?token=/);
    expect(token).toBeTruthy();
    const cancelled = await a.call('POST', '/auth/auth/google', form({ action: 'cancel' }));
    const back = new URL(cancelled.headers.get('location')!, 'http://x');
    expect(back.pathname).toBe('/auth/callback');
    expect(back.searchParams.get('error')).toBe('Access denied: you cancelled Google sign-in.');
  });

  it("sends the shop's state back unchanged, with the token and with the error (contract, 2026-11-25)", async () => {
    const a = client();
    const state = 'Zx_9-abc.DEF~123';
    const page = await a.call('GET', `/auth/auth/google?state=${state}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<input type="hidden" name="state" value="${state}">`);
    const choices: Record<string, string>[] = [{ account: 'customer' }, { action: 'cancel' }];
    for (const choice of choices) {
      const answer = await a.call('POST', '/auth/auth/google', form({ ...choice, state }));
      expect(answer.status).toBe(303);
      const back = new URL(answer.headers.get('location')!, 'http://x');
      expect(back.searchParams.get('state')).toBe(state);
      expect(back.searchParams.has('token') || back.searchParams.has('error')).toBe(true);
    }
  });

  it('refuses a state that is not at most 128 URL-safe characters', async () => {
    const a = client();
    for (const state of ['x'.repeat(129), 'a b', '<script>']) {
      const page = await a.call('GET', `/auth/auth/google?${new URLSearchParams({ state })}`);
      expect(page.status).toBe(400);
      expect(page.text).not.toContain('<script>');
      const answer = await a.call('POST', '/auth/auth/google', form({ account: 'customer', state }));
      expect(answer.status).toBe(400);
    }
  });
});

describe('a network error over HTTP', () => {
  it('drops the connection without an answer, and the server keeps answering', async () => {
    const a = client();
    await a.hook('failNext', { method: 'GET', path: '/categories', options: { status: 0 } });
    await expect(a.call('GET', '/categories')).rejects.toThrow(/fetch failed/);
    expect((await a.call('GET', '/categories')).status).toBe(200);
  });
});
