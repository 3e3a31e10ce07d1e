import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { addressSchema, type Address, type AddressInput } from '@/domain/schemas';
import { storeAddress } from './create-address';
import { addressesQueryKey } from './get-addresses';
import { refreshQuery } from '@/lib/refresh-query';

const addressResponseSchema = z.object({ address: addressSchema });

/** Contract: PUT /user/addresses/{id} (an Address without `id`) → 200 `{ address }`; 404, 422. */
export async function updateAddress({ id, input }: { id: number; input: AddressInput }): Promise<Address> {
  const response = await api.put(`/user/addresses/${encodeURIComponent(String(id))}`, input);
  return parseResponse(addressResponseSchema, response.data).address;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (saved) => storeAddress(queryClient, saved),
    onSettled: () => refreshQuery(queryClient, addressesQueryKey),
  });
}
