import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { localizedTextSchema, parseResponse, type LocalizedText } from '@/lib/api-error';
import { entriesSchema } from '@/lib/parse-items';
import { cartItemSchema, type CartItem } from '@/domain/schemas';
import { useRole } from '@/lib/use-session';

/**
 * An item of her cart that breaks the contract (a missing price, a size the shop does not know): what can be
 * read of it — its id, enough to remove it, and its name when there is one. It is never sent to checkout.
 */
export const unreadableCartItemSchema = z.object({
  itemId: z.number().check(z.int(), z.positive()),
  name: z.nullable(localizedTextSchema),
});
export type UnreadableCartItem = { itemId: number; name: LocalizedText | null };

/** Her cart: the items as the contract has them, and apart, those that could not be read. */
export type Cart = { items: CartItem[]; unreadable: UnreadableCartItem[] };

const cartResponseSchema = z.object({ cart: z.object({ cartItems: entriesSchema }) });
const itemIdSchema = z.object({ itemId: unreadableCartItemSchema.def.shape.itemId });
const itemNameSchema = z.object({ product: z.object({ p_name: localizedTextSchema }) });

/**
 * Reads the cart item by item: one odd item is shown for what it is, with a way to remove it, and never takes
 * the cart with it (she could neither remove it nor buy the rest). An entry without a usable id cannot even be
 * removed: it is left out, as are repeats of an id.
 */
export function readCart(entries: readonly unknown[]): Cart {
  const cart: Cart = { items: [], unreadable: [] };
  const seen = new Set<number>();
  for (const entry of entries) {
    const id = itemIdSchema.safeParse(entry);
    if (!id.success || seen.has(id.data.itemId)) {
      console.warn('[api] a cart item left out: it has no usable itemId', entry);
      continue;
    }
    seen.add(id.data.itemId);
    const item = cartItemSchema.safeParse(entry);
    if (item.success) {
      cart.items.push(item.data);
      continue;
    }
    console.warn('[api] a cart item does not match the contract; shown for removal only', item.error.issues);
    const named = itemNameSchema.safeParse(entry);
    cart.unreadable.push({ itemId: id.data.itemId, name: named.success ? named.data.product.p_name : null });
  }
  return cart;
}

export async function getCart(): Promise<Cart> {
  const response = await api.get('/user/cart/get');
  return readCart(parseResponse(cartResponseSchema, response.data).cart.cartItems);
}

export const getCartQueryOptions = () => queryOptions({ queryKey: ['cart'], queryFn: getCart });

/** How many items her cart holds, the unreadable ones included (they are hers, and shown). */
export const cartCount = (cart: Cart | undefined): number =>
  cart ? cart.items.length + cart.unreadable.length : 0;

/** Spec 6: the cart is fetched only with a token and role user. */
export function useCart() {
  const { session, isUser } = useRole();
  return useQuery({ ...getCartQueryOptions(), enabled: Boolean(session) && isUser });
}
