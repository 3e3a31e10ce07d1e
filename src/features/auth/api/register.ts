import { useMutation } from '@tanstack/react-query';
import type { CountryCode } from '@/config/countries';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { tokensSchema, type Tokens } from './sign-in';

import type { HeardFrom } from '@/domain/account-schemas';

export { HEARD_FROM, type HeardFrom } from '@/domain/account-schemas';

export type RegisterInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  country: CountryCode;
  birthDate: string;
  heardFrom: HeardFrom;
};

export async function register(input: RegisterInput): Promise<Tokens> {
  const response = await api.post('/auth/register', input);
  return parseResponse(tokensSchema, response.data);
}

export const useRegister = () => useMutation({ mutationFn: register });
