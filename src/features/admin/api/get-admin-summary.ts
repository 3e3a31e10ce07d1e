import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';

export const adminSummarySchema = z.object({
  openOrders: z.number(),
  ordersToday: z.number(),
  revenueToday: z.number(),
  currency: z.string(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

const adminSummaryResponseSchema = z.object({ summary: adminSummarySchema });

/** Contract: GET /admin/summary (admin or owner) → `{ summary }`; 403 for anyone else. */
export async function getAdminSummary(): Promise<AdminSummary> {
  const response = await api.get('/admin/summary');
  return parseResponse(adminSummaryResponseSchema, response.data).summary;
}

export const adminSummaryQueryKey = ['admin', 'summary'] as const;

export const getAdminSummaryQueryOptions = () =>
  queryOptions({ queryKey: adminSummaryQueryKey, queryFn: getAdminSummary });

export const useAdminSummary = () => useQuery(getAdminSummaryQueryOptions());
