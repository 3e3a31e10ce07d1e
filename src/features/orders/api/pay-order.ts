import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';

const payResponseSchema = z.object({ paymentUrl: z.string() });

/** Contract: POST /user/orders/{id}/pay — another try at paying a rejected (or unpaid) order; 409 when it cannot. */
export async function payOrder(id: string): Promise<string> {
  const response = await api.post(`/user/orders/${encodeURIComponent(id)}/pay`);
  return parseResponse(payResponseSchema, response.data).paymentUrl;
}
