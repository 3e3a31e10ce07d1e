import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { ApiError, localizedTextSchema, parseResponse } from '@/lib/api-error';
import { homeMeasurementSchema, orderSchema, type HomeMeasurement, type Order } from '@/domain/schemas';

/** Contract: POST /user/orders. */
export interface CreateOrderInput {
  itemIds: number[];
  addressId: number;
  homeMeasurement: HomeMeasurement | null;
  giftNote: string | null;
  promoCode: string | null;
}

const createOrderResponseSchema = z.object({ order: orderSchema, paymentUrl: z.string() });
const unavailableBodySchema = z.object({
  message: localizedTextSchema,
  itemIds: z.array(z.number()),
});

// the body sent is the contract's, whatever the caller's object carries besides
const bodySchema = z.object({
  itemIds: z.array(z.number()),
  addressId: z.number(),
  homeMeasurement: z.nullable(homeMeasurementSchema),
  giftNote: z.nullable(z.string()),
  promoCode: z.nullable(z.string()),
});

/** A 409: some of the chosen items can no longer be made; `itemIds` names them (contract change 2026-11-23). */
export class ItemsUnavailableError extends ApiError {
  readonly itemIds: number[];

  constructor(message: z.infer<typeof localizedTextSchema> | null, itemIds: number[]) {
    super({ kind: 'http', status: 409, serverMessage: message });
    this.name = 'ItemsUnavailableError';
    this.itemIds = itemIds;
  }
}

/**
 * Places the order: the items leave the cart and the answer names the payment page. A 409 is read here (its
 * body carries the items, which the shared error does not keep) and becomes an ItemsUnavailableError.
 */
export async function createOrder(input: CreateOrderInput): Promise<{ order: Order; paymentUrl: string }> {
  const response = await api.post('/user/orders', bodySchema.parse(input), {
    validateStatus: (status) => (status >= 200 && status < 300) || status === 409,
  });
  if (response.status === 409) {
    const parsed = unavailableBodySchema.safeParse(response.data);
    throw new ItemsUnavailableError(
      parsed.success ? parsed.data.message : null,
      parsed.success ? parsed.data.itemIds : [],
    );
  }
  return parseResponse(createOrderResponseSchema, response.data);
}

/**
 * Placing the order as a mutation: the shop counts it as a call under way, so an answer that takes long brings
 * 'This is taking longer than usual' (app/slow-notice.tsx) as any other call does. Never retried by itself.
 */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
