import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { profileQueryKey, userResponseSchema, type User } from './get-profile';

export type ProfileInput = Pick<User, 'firstName' | 'lastName' | 'country' | 'birthDate' | 'heardFrom'>;

/** Contract: PUT /user/profile → 200 `{ user }`; a 422 names the fields. */
export async function updateProfile(input: ProfileInput): Promise<User> {
  const response = await api.put('/user/profile', input);
  return parseResponse(userResponseSchema, response.data).user;
}

/** Saves her details; the cached profile becomes what the server answered. Never retried (a mutation). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(profileQueryKey, user),
  });
}
