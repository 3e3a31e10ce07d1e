import { api } from '@/lib/lazy-api-client';

/**
 * Tells the server to end the session (POST /auth/signout, Bearer and `{ refreshToken }`). The caller captures both
 * before it clears them: the local sign-out does not wait for this call. Its failure is only logged (spec 8).
 */
export async function signOutOnServer(session: {
  token: string;
  refreshToken: string | null;
}): Promise<void> {
  try {
    await api.post(
      '/auth/signout',
      { refreshToken: session.refreshToken },
      { headers: { Authorization: `Bearer ${session.token}` } },
    );
  } catch (error) {
    console.warn('[auth] sign-out call failed; signed out locally', error);
  }
}
