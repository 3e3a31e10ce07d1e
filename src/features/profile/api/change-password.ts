import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';

// Its answer is checked too: a 200 that is not the API's (a proxy's or a portal's page) is no proof of a change.
const changedSchema = z.union([z.looseObject({}), z.literal('')]);

export type PasswordChangeInput = { currentPassword: string; newPassword: string };

/** Contract: POST /user/password-change → 200 `{}`; 400 wrong current password; 422 a weak new one. */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  parseResponse(changedSchema, (await api.post('/user/password-change', input)).data);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
