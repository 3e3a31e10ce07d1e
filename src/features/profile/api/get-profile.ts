import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { HEARD_FROM } from '@/domain/account-schemas';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { countrySchema } from '@/domain/schemas';

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: countrySchema,
  birthDate: z.string(),
  heardFrom: z.enum(HEARD_FROM),
  role: z.enum(['user', 'admin', 'owner']),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });

/** Her account's details (contract: GET /user/profile). */
export async function getProfile(): Promise<User> {
  const response = await api.get('/user/profile');
  return parseResponse(userResponseSchema, response.data).user;
}

export const profileQueryKey = ['profile'] as const;

export const getProfileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export const useProfile = () => useQuery(getProfileQueryOptions());
