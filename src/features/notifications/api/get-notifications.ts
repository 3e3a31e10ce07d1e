import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { localizedTextSchema, parseResponse } from '@/lib/api-error';

export const notificationSchema = z.object({
  id: z.number(),
  title: localizedTextSchema,
  body: localizedTextSchema,
  createdAt: z.string(),
  read: z.boolean(),
  orderId: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema) });

/** Newest first, whatever order the server sent them in (an unreadable date goes last). */
export function sortNewestFirst(list: readonly Notification[]): Notification[] {
  const time = (n: Notification) => {
    const t = Date.parse(n.createdAt);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...list].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** Contract: GET /user/notifications → `{ notifications }`. */
export async function getNotifications(): Promise<Notification[]> {
  const response = await api.get('/user/notifications');
  return sortNewestFirst(parseResponse(notificationsResponseSchema, response.data).notifications);
}

export const notificationsQueryKey = ['notifications'] as const;

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications });

export const useNotifications = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getNotificationsQueryOptions(), enabled: options.enabled ?? true });

export const countUnread = (list: readonly Notification[] | undefined): number =>
  list?.filter((n) => !n.read).length ?? 0;
