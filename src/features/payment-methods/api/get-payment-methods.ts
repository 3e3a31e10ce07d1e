import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';

export const paymentMethodSchema = z.object({
  id: z.number(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const paymentMethodsResponseSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });

/** Contract: GET /user/payment-methods → `{ paymentMethods }`, the cards the provider saved. */
export async function getPaymentMethods(): Promise<PaymentMethod[]> {
  const response = await api.get('/user/payment-methods');
  return parseResponse(paymentMethodsResponseSchema, response.data).paymentMethods;
}

export const paymentMethodsQueryKey = ['payment-methods'] as const;

export const getPaymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodsQueryKey, queryFn: getPaymentMethods });

export const usePaymentMethods = () => useQuery(getPaymentMethodsQueryOptions());

/** A card works to the last day of its expiry month: expired once that month is over. */
export function isCardExpired(card: Pick<PaymentMethod, 'expMonth' | 'expYear'>, now = new Date()): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

/** "04/2027". */
export const formatExpiry = (card: Pick<PaymentMethod, 'expMonth' | 'expYear'>): string =>
  `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
