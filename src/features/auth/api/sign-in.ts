import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';

export const tokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.nullish(z.string().check(z.minLength(1))),
});
export type Tokens = z.infer<typeof tokensSchema>;

export type SignInInput = { email: string; password: string };

export async function signIn(input: SignInInput): Promise<Tokens> {
  const response = await api.post('/auth/signin', input);
  return parseResponse(tokensSchema, response.data);
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
