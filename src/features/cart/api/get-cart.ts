import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { parseResponse } from '@/lib/api-error';
import { cartItemSchema, type CartItem } from '@/lib/schemas';
import { useRole } from '@/lib/use-session';

const cartResponseSchema = z.object({ cart: z.object({ cartItems: z.array(cartItemSchema) }) });

export async function getCart(): Promise<CartItem[]> {
  const response = await api.get('/user/cart/get');
  return parseResponse(cartResponseSchema, response.data).cart.cartItems;
}

export const getCartQueryOptions = () => queryOptions({ queryKey: ['cart'], queryFn: getCart });

/** Spec 6: the cart is fetched only with a token and role user. */
export function useCart() {
  const { session, isUser } = useRole();
  return useQuery({ ...getCartQueryOptions(), enabled: Boolean(session) && isUser });
}
