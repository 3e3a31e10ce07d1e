import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { orderSchema, type Order } from '@/domain/schemas';

const orderResponseSchema = z.object({ order: orderSchema });

/** Contract: GET /user/orders/{id} — her own order; 404 for an unknown one or another shopper's. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const response = await api.get(`/user/orders/${encodeURIComponent(id)}`, { signal });
  return parseResponse(orderResponseSchema, response.data).order;
}

export const ordersQueryKey = ['orders'] as const;

export const getOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getOrder(id, signal),
  });

/** After payment: how often, and how many times, an order still `pending` is asked for again. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_MAX = 5;

/**
 * Her order. With `pollWhilePending`, an order whose payment is not known yet is asked for again every
 * PENDING_POLL_MS, at most PENDING_POLL_MAX times; then `pollingDone` says the answer is still not in.
 */
export function useOrder(id: string | null, options: { pollWhilePending?: boolean } = {}) {
  const poll = options.pollWhilePending ?? false;
  const queryClient = useQueryClient();
  const detail = getOrderQueryOptions(id ?? '');
  const query = useQuery({
    ...detail,
    enabled: id !== null,
    // the screen's loader has just asked: a failure is shown (with its retry), not asked again at once
    retryOnMount: false,
    refetchInterval: (q) => {
      if (!poll) return false;
      const order = q.state.data;
      if (!order || order.status !== 'pending' || q.state.error) return false;
      // dataUpdateCount counts the first answer too
      return q.state.dataUpdateCount <= PENDING_POLL_MAX ? PENDING_POLL_MS : false;
    },
    refetchIntervalInBackground: false,
  });
  const answers = queryClient.getQueryState(detail.queryKey)?.dataUpdateCount ?? 0;
  const pollingDone =
    poll &&
    query.data?.status === 'pending' &&
    !query.isFetching &&
    (answers > PENDING_POLL_MAX || query.isError);
  return { ...query, pollingDone };
}
