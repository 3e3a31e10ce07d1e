import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PasswordChangeInput = { currentPassword: string; newPassword: string };

/** Contract: POST /user/password-change → 200 `{}`; 400 wrong current password; 422 a weak new one. */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await api.post('/user/password-change', input);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
