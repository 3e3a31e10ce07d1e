import { describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { signInAs } from '@/testing/sign-in';
import { resetMockDb } from './db';
import { addToCart, basicProduct, customProduct } from './test-helpers';
import { patchProduct } from './product-patches';

type Wire = Record<string, unknown> & { id: number };
const listed = async () =>
  ((await api.get('/products', { params: { pageSize: 48 } })).data as { products: Wire[] }).products;
const cartItems = async () =>
  ((await api.get('/user/cart/get')).data as { cart: { cartItems: (Wire & { itemId: number })[] } }).cart
    .cartItems;

describe('mockApi.patchProduct (odd values on the wire)', () => {
  it('serves the piece with its fields overwritten, in the list and on its page, until reset', async () => {
    const colour = { ...customProduct.colour[0]!, hex: '#fff' };
    expect(patchProduct(customProduct.id, { colour: [colour] })).toBe(true);
    expect(patchProduct(customProduct.id, { size: ['M', '3XL'] })).toBe(true);
    const served = (await listed()).find((p) => p.id === customProduct.id)!;
    expect(served.colour).toEqual([colour]);
    expect(served.size).toEqual(['M', '3XL']);
    const page = (await api.get(`/products/${customProduct.id}`)).data as { product: Wire };
    expect(page.product.size).toEqual(['M', '3XL']);
    // the others are as they were
    expect((await listed()).find((p) => p.id === basicProduct.id)!.size).toEqual(basicProduct.size);
    resetMockDb();
    expect((await listed()).find((p) => p.id === customProduct.id)!.size).toEqual(customProduct.size);
  });

  it('sends a cart item with its piece’s overwritten fields, still priced and added from the catalog', async () => {
    signInAs('user');
    const colourId = customProduct.colour[0]!.id;
    patchProduct(customProduct.id, {
      p_price: null,
      colour: [{ id: colourId, name: { en: 'White' }, hex: '#fff' }],
    });
    await addToCart('custom');
    await addToCart('basic');
    const [custom, basic] = await cartItems();
    expect(custom!.product).toMatchObject({ id: customProduct.id, p_price: null });
    expect(custom!.colour).toEqual({ id: colourId, name: { en: 'White' }, hex: '#fff' });
    expect(custom!.unitPrice).toBeGreaterThan(0);
    expect(basic!.product).toMatchObject({ id: basicProduct.id, p_price: expect.any(Number) });
  });

  it('refuses an unknown piece and fields that are not an object', () => {
    expect(patchProduct(99999, { size: [] })).toBe(false);
    expect(() => patchProduct(customProduct.id, ['size'])).toThrow(TypeError);
  });
});
