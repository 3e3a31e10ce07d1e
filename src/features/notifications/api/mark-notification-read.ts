import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/lazy-api-client';
import { notificationsQueryKey, type Notification } from './get-notifications';

/** Contract: POST /user/notifications/{id}/read → 204; 404. */
export async function markNotificationRead(id: number): Promise<void> {
  await api.post(`/user/notifications/${encodeURIComponent(String(id))}/read`);
}

function setRead(queryClient: QueryClient, id: number, read: boolean) {
  queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
    list?.map((n) => (n.id === id ? { ...n, read } : n)),
  );
}

/**
 * Marks one notification read at once; a failure puts back only that one (others marked meanwhile stay read)
 * and `onError` tells her. The callbacks live on the mutation, so they run even after she has left the page
 * (opening a notification's order marks it read on the way out).
 */
export function useMarkNotificationRead({ onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      setRead(queryClient, id, true);
    },
    onError: (error, id) => {
      setRead(queryClient, id, false);
      onError?.(error);
    },
  });
}
