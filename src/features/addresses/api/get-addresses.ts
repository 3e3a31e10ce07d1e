import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { addressSchema, type Address } from '@/domain/schemas';

const addressesResponseSchema = z.object({ addresses: z.array(addressSchema) });

/** Her saved delivery addresses (contract: GET /user/addresses). */
export async function getAddresses(): Promise<Address[]> {
  const response = await api.get('/user/addresses');
  return parseResponse(addressesResponseSchema, response.data).addresses;
}

export const addressesQueryKey = ['addresses'] as const;

export const getAddressesQueryOptions = () =>
  queryOptions({ queryKey: addressesQueryKey, queryFn: getAddresses });

export const useAddresses = () => useQuery(getAddressesQueryOptions());

/** The default address first, then the others as the server listed them. */
export function sortAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
