import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { queryClient } from '@/lib/query-client';
import { parseResponse } from '@/lib/api-error';
import { entriesSchema, parseItems } from '@/lib/parse-items';
import { orderSchema, type Order } from '@/domain/schemas';
import { ordersQueryKey } from './get-order';
import { unpaidOrders } from '../utils/unpaid-orders';

/** Contract: the three lists of GET /user/orders (spec 4: current, delivered, and rejected on request). */
export const ORDER_GROUPS = ['current', 'delivered', 'rejected'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];

// read one by one: an order that breaks the contract is left out (and logged), the rest of her list still shows
const ordersResponseSchema = z.object({ orders: entriesSchema });

/** Contract: GET /user/orders?group= — her orders of one group, newest first. */
export async function getOrders(group: OrderGroup, signal?: AbortSignal): Promise<Order[]> {
  const response = await api.get('/user/orders', { params: { group }, signal });
  return parseItems(orderSchema, parseResponse(ordersResponseSchema, response.data).orders, 'an order');
}

export const getOrdersQueryOptions = (group: OrderGroup) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', group] as const,
    queryFn: ({ signal }) => getOrders(group, signal),
  });

export const useOrders = (group: OrderGroup, options: { enabled?: boolean } = {}) =>
  useQuery({
    ...getOrdersQueryOptions(group),
    enabled: options.enabled ?? true,
    // the screen's loader has just asked: a failure is shown (with its retry), not asked again at once
    retryOnMount: false,
  });

/** Her current orders asked for afresh, not from the cache: where checkout looks for an order whose answer was lost. */
export const fetchCurrentOrders = () =>
  queryClient.fetchQuery({ ...getOrdersQueryOptions('current'), staleTime: 0 });

/** A new order exists: her lists (My orders, the unpaid-order notice) are asked for again when next shown. */
export const markOrdersStale = () =>
  void queryClient.invalidateQueries({ queryKey: ordersQueryKey, refetchType: 'none' });

/** Whether she has an order waiting for payment (her current orders, fetched or cached); false when unknown. */
export function hasUnpaidOrder(): Promise<boolean> {
  return queryClient
    .fetchQuery(getOrdersQueryOptions('current'))
    .then((orders) => unpaidOrders(orders).length > 0)
    .catch(() => false);
}
