import { delay, http, HttpResponse } from 'msw';
import type { CartItem } from '@/lib/schemas';
import { Table } from '../db';
import { apiPath, authenticate } from '../utils';

/** Cart items per user, stored as the contract's CartItem (prices in BHD; converted when read). */
export type CartRow = { userId: string; item: CartItem };
export const carts = new Table<CartRow>('carts', () => []);

export const cartHandlers = [
  http.get(apiPath('/user/cart/get'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const cartItems = carts.filter((row) => row.userId === auth.user.id).map((row) => row.item);
    return HttpResponse.json({ cart: { cartItems } });
  }),
];
