import { isApiError, type ApiError } from '@/lib/api-error';

/** The ApiError a call fails with; throws when the call succeeds or fails with anything else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
