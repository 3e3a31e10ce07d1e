import { describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { signInAs } from '@/testing/render-app';
import { resetMockDb } from './db';
import { addToCart, basicPiece, customPiece } from './test-helpers';
import { patchProduct } from './product-patches';

type Wire = Record<string, unknown> & { id: number };
const listed = async () =>
  ((await api.get('/products', { params: { pageSize: 48 } })).data as { products: Wire[] }).products;
const cartItems = async () =>
  ((await api.get('/user/cart/get')).data as { cart: { cartItems: (Wire & { itemId: number })[] } }).cart
    .cartItems;

describe('mockApi.patchProduct (odd values on the wire)', () => {
  it('serves the piece with its fields overwritten, in the list and on its page, until reset', async () => {
    const colour = { ...customPiece.colour[0]!, hex: '#fff' };
    expect(patchProduct(customPiece.id, { colour: [colour] })).toBe(true);
    expect(patchProduct(customPiece.id, { size: ['M', '3XL'] })).toBe(true);
    const served = (await listed()).find((p) => p.id === customPiece.id)!;
    expect(served.colour).toEqual([colour]);
    expect(served.size).toEqual(['M', '3XL']);
    const page = (await api.get(`/products/${customPiece.id}`)).data as { product: Wire };
    expect(page.product.size).toEqual(['M', '3XL']);
    // the others are as they were
    expect((await listed()).find((p) => p.id === basicPiece.id)!.size).toEqual(basicPiece.size);
    resetMockDb();
    expect((await listed()).find((p) => p.id === customPiece.id)!.size).toEqual(customPiece.size);
  });

  it('sends a cart item with its piece’s overwritten fields, still priced and added from the catalog', async () => {
    signInAs('user');
    const colourId = customPiece.colour[0]!.id;
    patchProduct(customPiece.id, {
      p_price: null,
      colour: [{ id: colourId, name: { en: 'White' }, hex: '#fff' }],
    });
    await addToCart('custom');
    await addToCart('basic');
    const [custom, basic] = await cartItems();
    expect(custom!.product).toMatchObject({ id: customPiece.id, p_price: null });
    expect(custom!.colour).toEqual({ id: colourId, name: { en: 'White' }, hex: '#fff' });
    expect(custom!.unitPrice).toBeGreaterThan(0);
    expect(basic!.product).toMatchObject({ id: basicPiece.id, p_price: expect.any(Number) });
  });

  it('refuses an unknown piece and fields that are not an object', () => {
    expect(patchProduct(99999, { size: [] })).toBe(false);
    expect(() => patchProduct(customPiece.id, ['size'])).toThrow(TypeError);
  });
});
