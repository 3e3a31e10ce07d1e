import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';

const empty = z.looseObject({});

export async function requestPasswordReset(input: { email: string }): Promise<void> {
  parseResponse(empty, (await api.post('/auth/password-reset/request', input)).data);
}

export async function verifyResetCode(input: { email: string; otp: string }): Promise<string> {
  const data = parseResponse(
    z.object({ resetToken: z.string().check(z.minLength(1)) }),
    (await api.post('/auth/password-reset/verify', input)).data,
  );
  return data.resetToken;
}

export async function confirmPasswordReset(input: { resetToken: string; password: string }): Promise<void> {
  parseResponse(empty, (await api.post('/auth/password-reset/confirm', input)).data);
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
