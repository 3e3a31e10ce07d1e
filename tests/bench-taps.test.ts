// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../scripts/bench/serve.mjs';
import { standInShopApi } from '../scripts/bench/stand-in-api.mjs';
import { deepestChain } from '../scripts/bench/taps.mjs';

// Issue 38: the bench's taps count how deep a tap's chain of requests goes, and sign a shopper in to its stand-in
// API to add to her cart.

const at = (path: string, start: number, end: number) => ({ url: `http://x${path}`, start, end });

describe('deepestChain', () => {
  it('counts requests asked for together as one step, and each one started after another ended as the next', () => {
    const { depth, chain } = deepestChain([
      at('/route.js', 0, 1),
      at('/words.js', 0, 1.2),
      at('/list.js', 1.1, 2), // after the route's module
      at('/api/v1/products', 2.5, 3), // after the list
      at('/picture.svg', 0.5, 4), // beside them all
    ]);
    expect(depth).toBe(3);
    expect(chain).toEqual(['/route.js', '/list.js', '/api/v1/products']);
  });

  it('is one step when all was asked for at once, none when nothing was, and never follows a request still under way', () => {
    expect(deepestChain([at('/a.js', 0, 1), at('/b.js', 0.01, 2)]).depth).toBe(1);
    expect(deepestChain([]).depth).toBe(0);
    expect(deepestChain([at('/a.js', 0, Infinity), at('/b.js', 1, 2)]).depth).toBe(1);
  });
});

describe("the stand-in API's shopper", () => {
  let api: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    api = await serve({ root: '.', api: standInShopApi });
  });
  afterAll(() => api.close());

  const call = async (path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${api.url}/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const signIn = async () =>
    (await call('/auth/signin', null, { email: 'b@example.com', password: 'x' })).body.accessToken as string;

  it("signs a new shopper in, with a token of the contract's claims and a cart of her own", async () => {
    const first = await signIn();
    const claims = JSON.parse(Buffer.from(first.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ role: 'user', sub: expect.any(String), exp: expect.any(Number) });
    expect((await call('/auth/validateToken', first)).body).toEqual({ success: true });
    expect((await call('/auth/validateToken', null)).body).toEqual({ success: false });
    expect((await call('/user/cart/get', null)).status).toBe(401);

    const added = await call('/user/cart/addItem', first, {
      productId: 1,
      combinationId: 101,
      colorId: 2,
      fabricId: 1,
      measurementType: 'standard',
      measurementData: { sizeOption: 'M', bodyDimensions: null },
    });
    expect(added.status).toBe(201);
    const cart = (await call('/user/cart/get', first)).body.cart as { cartItems: Record<string, unknown>[] };
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({
      itemId: added.body.itemId,
      product: { id: 1 },
      colour: { id: 2 },
      combinationId: 101,
      measurementType: 'standard',
      measurementData: { sizeOption: 'M', bodyDimensions: null },
      unitPrice: 42,
    });
    expect((await call('/user/cart/addItem', first, { productId: 999 })).status).toBe(422);

    const second = await signIn();
    expect(((await call('/user/cart/get', second)).body.cart as { cartItems: unknown[] }).cartItems).toEqual(
      [],
    );
  });
});
