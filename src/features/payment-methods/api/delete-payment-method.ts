import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/lazy-api-client';
import { paymentMethodsQueryKey, type PaymentMethod } from './get-payment-methods';
import { refreshQuery } from '@/lib/refresh-query';

/** Contract: DELETE /user/payment-methods/{id} → 204; 404. */
export async function deletePaymentMethod(id: number): Promise<void> {
  await api.delete(`/user/payment-methods/${encodeURIComponent(String(id))}`);
}

/** Deletes a saved card; the list drops it once the server agrees, and is refetched either way. */
export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: (_, id) =>
      queryClient.setQueryData<PaymentMethod[]>(paymentMethodsQueryKey, (list) =>
        list?.filter((card) => card.id !== id),
      ),
    onSettled: () => refreshQuery(queryClient, paymentMethodsQueryKey),
  });
}
