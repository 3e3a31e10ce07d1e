import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { parseResponse } from '@/lib/api-error';

const validateSchema = z.object({ success: z.boolean() });

/** True only when the server answers `success: true` (spec 5). */
export async function validateToken(): Promise<boolean> {
  const response = await api.get('/auth/validateToken');
  return parseResponse(validateSchema, response.data).success === true;
}

// Spec 4: validated on mount and on window focus, no retry, no caching.
export const validateTokenQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'validate', token],
    queryFn: validateToken,
    enabled: token !== null,
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false, // the session gate listens to window focus itself
    refetchOnReconnect: false,
  });
