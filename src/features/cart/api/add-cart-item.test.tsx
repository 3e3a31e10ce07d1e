import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { catalog } from '@/mocks/data/catalog';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { cartItem, sizeMPayload } from '@/testing/cart-item';
import { signInAs } from '@/testing/sign-in';
import { useAddCartItem } from './add-cart-item';
import { getCartQueryOptions, useCart } from './get-cart';

const product = catalog[0]!.product;

describe('useAddCartItem', () => {
  it("brings the cart up to date even when the cart's first fetch began before the add", async () => {
    // The server's cart; its GET reads it when the request comes in and answers 150 ms later.
    const cart: unknown[] = [];
    let gets = 0;
    server.use(
      http.get(apiPath('/user/cart/get'), async () => {
        gets += 1;
        const cartItems = [...cart];
        await delay(150);
        return HttpResponse.json({ cart: { cartItems } });
      }),
      http.post(apiPath('/user/cart/addItem'), () => {
        cart.push(cartItem(cart.length + 1));
        return HttpResponse.json({ itemId: cart.length }, { status: 201 });
      }),
    );
    signInAs('user');
    const client = createQueryClient({ retry: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ cart: useCart(), adding: useAddCartItem() }), { wrapper });

    // the header's count is on its first fetch when her pending piece is added
    await waitFor(() => expect(gets).toBe(1));
    expect(result.current.cart.data).toBeUndefined();
    await act(async () => {
      await result.current.adding.add(sizeMPayload(product));
    });

    await waitFor(() => expect(result.current.cart.data?.items).toHaveLength(1));
    expect(result.current.cart.isError).toBe(false);
    expect(gets).toBe(2);
    expect(client.getQueryData(getCartQueryOptions().queryKey)?.items).toHaveLength(1);
  });
});
