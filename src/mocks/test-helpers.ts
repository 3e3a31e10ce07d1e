// Helpers for the mock API's own tests: put pieces in the signed-in user's cart through the API, as the
// product page does.
import { api } from '@/lib/lazy-api-client';
import type { CartItem, Product } from '@/domain/schemas';
import { catalog } from './data/catalog';

const products = catalog.map((row) => row.product);

/** An in-stock basic piece, and an in-stock custom piece that has a default combination. */
export const basicProduct = products.find(
  (p) => p.style === 'basic' && p.availability === 'in_stock',
) as Product;
export const customProduct = products.find(
  (p) => p.style === 'custom' && p.availability === 'in_stock' && p.combinations.some((c) => c.isDefault),
) as Product;
export const defaultCombination = customProduct.combinations.find(
  (c) => c.isDefault,
) as Product['combinations'][number];

/** Adds a piece to the cart: a basic piece in a standard size, or the custom piece measured at home. */
export async function addToCart(kind: 'basic' | 'custom' | 'home'): Promise<number> {
  const payload =
    kind === 'basic'
      ? {
          productId: basicProduct.id,
          combinationId: null,
          colorId: basicProduct.colour[0]!.id,
          fabricId: basicProduct.fabric[0]!.id,
          measurementType: 'standard',
          measurementData: { sizeOption: basicProduct.size[0], bodyDimensions: null },
        }
      : {
          productId: customProduct.id,
          combinationId: defaultCombination.id,
          colorId: customProduct.colour[0]!.id,
          fabricId: customProduct.fabric[0]!.id,
          measurementType: kind === 'home' ? 'home' : 'custom',
          measurementData:
            kind === 'home'
              ? null
              : {
                  sizeOption: null,
                  bodyDimensions: {
                    unit: 'cm',
                    underBust: 78,
                    waist: 70,
                    hips: 96,
                    bust: 90,
                    bodyHeight: 165,
                    shoulderWidth: 38,
                  },
                },
        };
  const response = await api.post('/user/cart/addItem', payload);
  return (response.data as { itemId: number }).itemId;
}

export async function getCartItems(): Promise<CartItem[]> {
  const response = await api.get('/user/cart/get');
  return (response.data as { cart: { cartItems: CartItem[] } }).cart.cartItems;
}

/** A date (YYYY-MM-DD) some days after today in the shop's time zone. */
export function shopDate(daysFromToday: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}
