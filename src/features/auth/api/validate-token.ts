import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { isApiError, parseResponse } from '@/lib/api-error';
import { setConfirmed } from '@/lib/session';

const validateSchema = z.object({ success: z.boolean() });

/**
 * The server's verdict on the token: true only for `{ success: true }` (spec 5); false for a 401 or
 * `{ success: false }` (the contract's two ways of saying "invalid"). Anything else — no answer, a timeout, a
 * 5xx, another status, a body that is not the contract's (a proxy's page) — is no verdict: it throws, and the
 * shopper stays signed in until the next check (docs/decisions/0004).
 */
export async function validateToken(): Promise<boolean> {
  try {
    const response = await api.get('/auth/validateToken');
    return parseResponse(validateSchema, response.data).success === true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return false;
    throw error;
  }
}

/**
 * A check this recent (a guard's, just before the page opened) counts as the session check's check on mount:
 * one question to the server per page opened, not two.
 */
export const JUST_CHECKED_MS = 5_000;

// Spec 4: validated on mount and on window focus, no retry, no caching.
export const validateTokenQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'validate', token],
    queryFn: async () => {
      const valid = await validateToken();
      if (token) setConfirmed(token, valid);
      return valid;
    },
    enabled: token !== null,
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false, // the session gate listens to window focus itself
    refetchOnReconnect: false,
  });
