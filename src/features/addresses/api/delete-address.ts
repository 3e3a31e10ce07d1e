import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/lazy-api-client';
import type { Address } from '@/domain/schemas';
import { addressesQueryKey } from './get-addresses';
import { refreshQuery } from '@/lib/refresh-query';

/** Contract: DELETE /user/addresses/{id} → 204; 404. */
export async function deleteAddress(id: number): Promise<void> {
  await api.delete(`/user/addresses/${encodeURIComponent(String(id))}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_, id) =>
      queryClient.setQueryData<Address[]>(addressesQueryKey, (list) => list?.filter((a) => a.id !== id)),
    onSettled: () => refreshQuery(queryClient, addressesQueryKey),
  });
}
