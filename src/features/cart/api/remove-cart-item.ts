// Spec 4 "Remove item": the item leaves the cart at once; if the server refuses, that item (and only that one)
// comes back with a message; the cart is refetched either way. Spec 8: a failed removal is logged and rolled
// back; an invalid cached cart is logged and a plain removal is sent.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { cartItemToGa4, trackEcommerce } from '@/lib/analytics';
import { localize } from '@/lib/localize';
import { notify } from '@/lib/notify';
import { cartItemSchema, type CartItem } from '@/domain/schemas';
import {
  getCartQueryOptions,
  unreadableCartItemSchema,
  type Cart,
  type UnreadableCartItem,
} from './get-cart';

export async function removeCartItem(itemId: number): Promise<void> {
  await api.delete('/user/cart/removeItem', { data: { itemId } });
}

export const removeCartItemMutationKey = ['cart', 'remove'] as const;

const cachedCartSchema = z.object({
  items: z.array(cartItemSchema),
  unreadable: z.array(unreadableCartItemSchema),
});

/** An item she can remove: one read in full, or one that could not be read (its id is enough). */
export type RemovableItem = CartItem | UnreadableCartItem;
const isFullItem = (item: RemovableItem): item is CartItem => 'product' in item;

/** What a removal took out of the cached cart, to put back if the server refuses. */
export interface RemovalContext {
  removed: RemovableItem | null;
  index: number;
}

/** A list without one item (the optimistic step). */
export function withoutItem<T extends { itemId: number }>(list: readonly T[], itemId: number): T[] {
  return list.filter((item) => item.itemId !== itemId);
}

/**
 * Puts one item back where it was, in the list as it is now (other removals may have happened since):
 * nothing else is restored, and an item already back is not doubled.
 */
export function reinsertItem<T extends { itemId: number }>(list: readonly T[], item: T, index: number): T[] {
  if (list.some((i) => i.itemId === item.itemId)) return [...list];
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** The optimistic step on a query cache; exported for the unit tests. */
export async function optimisticallyRemove(
  queryClient: QueryClient,
  itemId: number,
): Promise<RemovalContext> {
  const { queryKey } = getCartQueryOptions();
  await queryClient.cancelQueries({ queryKey, exact: true });
  const cached = queryClient.getQueryData(queryKey);
  if (cached === undefined) return { removed: null, index: -1 };
  const parsed = cachedCartSchema.safeParse(cached);
  if (!parsed.success) {
    console.error('[cart] the cached cart is not valid; sending a plain removal', parsed.error.issues);
    return { removed: null, index: -1 };
  }
  const cart: Cart = parsed.data;
  const index = cart.items.findIndex((item) => item.itemId === itemId);
  const unreadableIndex = cart.unreadable.findIndex((item) => item.itemId === itemId);
  if (index === -1 && unreadableIndex === -1) return { removed: null, index: -1 };
  queryClient.setQueryData(queryKey, {
    items: withoutItem(cart.items, itemId),
    unreadable: withoutItem(cart.unreadable, itemId),
  });
  return index !== -1
    ? { removed: cart.items[index]!, index }
    : { removed: cart.unreadable[unreadableIndex]!, index: unreadableIndex };
}

/** The rollback of one failed removal: only its item comes back, to the list it was in. */
export function rollBackRemoval(queryClient: QueryClient, context: RemovalContext | undefined): void {
  const removed = context?.removed;
  if (!removed) return;
  const { queryKey } = getCartQueryOptions();
  const current = cachedCartSchema.safeParse(queryClient.getQueryData(queryKey));
  if (!current.success) return;
  const { items, unreadable } = current.data;
  queryClient.setQueryData(
    queryKey,
    isFullItem(removed)
      ? { items: reinsertItem(items, removed, context.index), unreadable }
      : { items, unreadable: reinsertItem(unreadable, removed, context.index) },
  );
}

/** The name of an item for a message, when it has one. */
const nameOf = (item: RemovableItem | null | undefined) =>
  !item ? null : isFullItem(item) ? item.product.p_name : item.name;

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('cart');
  // One request per press per item: a press on an item whose removal is on its way is ignored.
  const inFlight = useRef(new Set<number>());
  const mutation = useMutation({
    mutationKey: removeCartItemMutationKey,
    mutationFn: ({ itemId }: { itemId: number; item?: RemovableItem }) => removeCartItem(itemId),
    onMutate: ({ itemId }) => optimisticallyRemove(queryClient, itemId),
    onError: (error, { item }, context) => {
      console.error('[cart] the item could not be removed', error);
      rollBackRemoval(queryClient, context);
      const name = nameOf(context?.removed ?? item);
      void notify('error', name ? t('remove.failedNamed', { name: localize(name) }) : t('remove.failed'));
    },
    onSuccess: (_data, { item }, context) => {
      const removed = context?.removed ?? item;
      // an item that could not be read has no price to report
      if (!removed || !isFullItem(removed)) return;
      try {
        trackEcommerce('remove_from_cart', {
          currency: removed.currency,
          items: [cartItemToGa4(removed)],
        });
      } catch (error) {
        console.error('analytics: remove_from_cart not sent', error);
      }
    },
    onSettled: (_data, _error, { itemId }) => {
      inFlight.current.delete(itemId);
      // While another removal is still on its way, a refetch would bring its item back for a moment:
      // the last removal to settle refetches.
      if (queryClient.isMutating({ mutationKey: removeCartItemMutationKey }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey, exact: true });
    },
  });
  const { mutate } = mutation;
  const remove = useCallback(
    (item: RemovableItem) => {
      if (inFlight.current.has(item.itemId)) return false;
      inFlight.current.add(item.itemId);
      // (mutate's own callbacks fire for the last call only: the in-flight mark is cleared in onSettled above)
      mutate({ itemId: item.itemId, item });
      return true;
    },
    [mutate],
  );
  return { ...mutation, remove };
}
