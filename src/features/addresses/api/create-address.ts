import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { addressSchema, type Address, type AddressInput } from '@/domain/schemas';
import { addressesQueryKey } from './get-addresses';
import { refreshQuery } from '@/lib/refresh-query';

const addressResponseSchema = z.object({ address: addressSchema });

/** Contract: POST /user/addresses (an Address without `id`) → 201 `{ address }`; 422 names the fields. */
export async function createAddress(input: AddressInput): Promise<Address> {
  const response = await api.post('/user/addresses', input);
  return parseResponse(addressResponseSchema, response.data).address;
}

/**
 * Puts a saved address into the cached list at once (so a screen can select it before the list is refetched);
 * a new default takes the flag from the others, as the server does.
 */
export function storeAddress(queryClient: QueryClient, saved: Address): void {
  queryClient.setQueryData<Address[]>(addressesQueryKey, (list) => {
    if (!list) return list;
    const others = list
      .filter((a) => a.id !== saved.id)
      .map((a) => (saved.isDefault ? { ...a, isDefault: false } : a));
    const index = list.findIndex((a) => a.id === saved.id);
    if (index === -1) return [...others, saved];
    others.splice(index, 0, saved);
    return others;
  });
}

/** Saves a new address; the list is updated at once and refetched. Never retried (a mutation). */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: (saved) => storeAddress(queryClient, saved),
    onSettled: () => refreshQuery(queryClient, addressesQueryKey),
  });
}
