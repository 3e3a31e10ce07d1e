import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { orderSummarySchema, type OrderSummary } from '@/domain/schemas';
import { ordersQueryKey } from './get-order';

const summaryResponseSchema = z.object({ order: orderSummarySchema });

/**
 * Contract: GET /orders/{id}/summary — public; the address is only its name, city and country (the schema keeps
 * no more). Each piece's body measurements come with it; anyone with the link reads this page, so they are
 * dropped here and never kept in the cache.
 */
export async function getOrderSummary(id: string, signal?: AbortSignal): Promise<OrderSummary> {
  const response = await api.get(`/orders/${encodeURIComponent(id)}/summary`, { signal });
  const order = parseResponse(summaryResponseSchema, response.data).order;
  return {
    ...order,
    items: order.items.map((item) => ({
      ...item,
      measurementData: item.measurementData && { ...item.measurementData, bodyDimensions: null },
    })),
  };
}

export const getOrderSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'summary', id] as const,
    queryFn: ({ signal }) => getOrderSummary(id, signal),
  });

export const useOrderSummary = (id: string | null) =>
  useQuery({
    ...getOrderSummaryQueryOptions(id ?? ''),
    enabled: id !== null,
    // the screen's loader has just asked: a failure is shown (with its retry), not asked again at once
    retryOnMount: false,
  });
