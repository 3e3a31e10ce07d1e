import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { refreshQuery } from '@/lib/refresh-query';
import { measurementDataSchema, measurementTypeSchema } from '@/domain/schemas';
import { getCartQueryOptions } from './get-cart';

/**
 * The add-to-cart payload of spec 3 and the contract, exactly. `combinationId` is null for a basic piece
 * and, for a custom one, always one of its combinations — the default one when she keeps the designer's
 * cut (contract change of 2026-11-23; the product page picks it with `chosenCombination`).
 */
export const addCartItemPayloadSchema = z
  .strictObject({
    productId: z.number().check(z.int(), z.positive()),
    combinationId: z.nullable(z.number().check(z.int(), z.positive())),
    colorId: z.number().check(z.int(), z.positive()),
    fabricId: z.number().check(z.int(), z.positive()),
    measurementType: measurementTypeSchema,
    measurementData: z.nullable(measurementDataSchema),
  })
  .check(
    z.refine((p) => (p.measurementType === 'home') === (p.measurementData === null), {
      message: 'measurementData is null for home measurement only',
      path: ['measurementData'],
    }),
    z.refine((p) => p.measurementType !== 'standard' || p.measurementData?.sizeOption != null, {
      message: 'a standard size needs its sizeOption',
      path: ['measurementData', 'sizeOption'],
    }),
    z.refine((p) => p.measurementType !== 'custom' || p.measurementData?.bodyDimensions != null, {
      message: 'a custom size needs its bodyDimensions',
      path: ['measurementData', 'bodyDimensions'],
    }),
  );
export type AddCartItemPayload = z.infer<typeof addCartItemPayloadSchema>;

const addCartItemResponseSchema = z.object({ itemId: z.number() });

export async function addCartItem(payload: AddCartItemPayload): Promise<{ itemId: number }> {
  const response = await api.post('/user/cart/addItem', payload);
  return parseResponse(addCartItemResponseSchema, response.data);
}

/**
 * Adds an item; the cart is refetched behind it (the header count follows), not waited for: `add` resolves as
 * soon as the server has answered the add, so the confirmation shows after one round trip (issue 38), not two.
 * However fast the button is pressed, one request is in flight at a time: `add` returns null for a press made
 * while one is running.
 */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: addCartItem,
    // not returned: a returned promise would hold `mutateAsync` (and the dialog) until the cart's GET is in
    onSettled: () => {
      void refreshQuery(queryClient, getCartQueryOptions().queryKey);
    },
  });
  const { mutateAsync } = mutation;
  const add = useCallback(
    async (payload: AddCartItemPayload) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        return await mutateAsync(payload);
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync],
  );
  return { ...mutation, add };
}
