import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { parseResponse } from '@/lib/api-error';

export const tokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).nullish(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export type SignInInput = { email: string; password: string };

export async function signIn(input: SignInInput): Promise<Tokens> {
  const response = await api.post('/auth/signin', input);
  return parseResponse(tokensSchema, response.data);
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
