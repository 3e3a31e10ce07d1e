import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import type { CartItem } from '@/domain/schemas';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { cartItem } from '@/testing/cart-item';
import { signInAs } from '@/testing/sign-in';
import { getCartQueryOptions, type Cart } from './get-cart';
import { reinsertItem, useRemoveCartItem, withoutItem } from './remove-cart-item';

const [A, B, C] = [cartItem(1), cartItem(2), cartItem(3)];
const ids = (list: { itemId: number }[] | undefined) => list?.map((i) => i.itemId);
const cartOf = (...items: CartItem[]): Cart => ({ items, unreadable: [] });

/** An answer the server holds until the test sends it. */
function held() {
  let send = () => {};
  const sent = new Promise<void>((resolve) => (send = resolve));
  return { sent, send: () => send() };
}

function setup(initial: unknown) {
  signInAs('user');
  const client = createQueryClient({ retry: false });
  client.setQueryData(getCartQueryOptions().queryKey, initial as Cart);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRemoveCartItem(), { wrapper });
  const hook = { result };
  const cart = () => client.getQueryData<Cart>(getCartQueryOptions().queryKey)?.items;
  return { client, hook, cart };
}

beforeAll(async () => {
  await i18next.loadNamespaces(['cart']);
});

describe('removal helpers', () => {
  it('takes one item out and puts one item back where it was, in the cart as it is now', () => {
    expect(ids(withoutItem([A, B, C], 2))).toEqual([1, 3]);
    expect(ids(reinsertItem([B, C], A, 0))).toEqual([1, 2, 3]);
    // B left meanwhile: A comes back alone, B stays gone
    expect(ids(reinsertItem([C], A, 0))).toEqual([1, 3]);
    expect(ids(reinsertItem([A, C], B, 1))).toEqual([1, 2, 3]);
    expect(ids(reinsertItem([A], C, 5))).toEqual([1, 3]);
    // never doubled
    expect(ids(reinsertItem([A, C], A, 0))).toEqual([1, 3]);
  });
});

describe('useRemoveCartItem', () => {
  it('two quick removals, the first refused: only that one comes back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let serverCart = [A, B, C];
    const deletes: number[] = [];
    // The server answers when the test says so: the refusal of A while B is still on its way. (Answers held 30 and
    // 120 ms made the order the clock's: on a busy machine A was refused before the test had looked at the cart.)
    const refusal = held();
    const removal = held();
    server.use(
      http.delete(apiPath('/user/cart/removeItem'), async ({ request }) => {
        const { itemId } = (await request.json()) as { itemId: number };
        deletes.push(itemId);
        if (itemId === A.itemId) {
          await refusal.sent;
          return HttpResponse.json({ message: { en: 'No' } }, { status: 500 });
        }
        await removal.sent;
        serverCart = serverCart.filter((i) => i.itemId !== itemId);
        return HttpResponse.json({});
      }),
      http.get(apiPath('/user/cart/get'), () => HttpResponse.json({ cart: { cartItems: serverCart } })),
    );
    const { client, hook, cart } = setup(cartOf(A, B, C));
    act(() => {
      hook.result.current.remove(A);
      hook.result.current.remove(B);
    });
    await waitFor(() => expect(deletes).toEqual([1, 2]));
    expect(ids(cart())).toEqual([3]);
    // A is refused while B is still on its way: A comes back, B does not
    refusal.send();
    await waitFor(() => expect(ids(cart())).toContain(1));
    expect(ids(cart())).toEqual([1, 3]);
    expect(deletes).toEqual([1, 2]);
    removal.send();
    await waitFor(() => expect(hook.result.current.isPending).toBe(false));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(ids(cart())).toEqual([1, 3]);
    expect(deletes).toEqual([1, 2]);
    expect(errors).toHaveBeenCalledWith('[cart] the item could not be removed', expect.anything());
  });

  it('sends one request per press per item', async () => {
    const deletes: number[] = [];
    server.use(
      http.delete(apiPath('/user/cart/removeItem'), async ({ request }) => {
        deletes.push(((await request.json()) as { itemId: number }).itemId);
        await delay(50);
        return HttpResponse.json({});
      }),
      http.get(apiPath('/user/cart/get'), () => HttpResponse.json({ cart: { cartItems: [B] } })),
    );
    const { hook } = setup(cartOf(A, B));
    let results: boolean[] = [];
    act(() => {
      results = [hook.result.current.remove(A), hook.result.current.remove(A)];
    });
    expect(results).toEqual([true, false]);
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(deletes).toEqual([1]);
  });

  it('logs an invalid cached cart and still sends a plain removal', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deletes: unknown[] = [];
    server.use(
      http.delete(apiPath('/user/cart/removeItem'), async ({ request }) => {
        deletes.push(await request.json());
        return HttpResponse.json({});
      }),
      http.get(apiPath('/user/cart/get'), () => HttpResponse.json({ cart: { cartItems: [] } })),
    );
    const { hook, client } = setup([{ itemId: 1, broken: true }]);
    act(() => void hook.result.current.remove(A));
    await waitFor(() => expect(deletes).toEqual([{ itemId: 1 }]));
    expect(errors).toHaveBeenCalledWith(
      '[cart] the cached cart is not valid; sending a plain removal',
      expect.anything(),
    );
    // and the cart is marked for a refetch (the page's observers refetch it)
    await waitFor(() =>
      expect(client.getQueryState(getCartQueryOptions().queryKey)?.isInvalidated).toBe(true),
    );
  });

  it('sends remove_from_cart in BHD when the item’s currency is unusable (spec 9)', async () => {
    window.dataLayer = [];
    server.use(
      http.delete(apiPath('/user/cart/removeItem'), () => HttpResponse.json({})),
      http.get(apiPath('/user/cart/get'), () => HttpResponse.json({ cart: { cartItems: [] } })),
    );
    const odd = { ...A, currency: '' };
    const { hook } = setup(cartOf(odd));
    act(() => void hook.result.current.remove(odd));
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'remove_from_cart',
        ecommerce: expect.objectContaining({ currency: 'BHD', value: A.unitPrice }),
      }),
    );
  });
});
