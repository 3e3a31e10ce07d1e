import { api } from '@/lib/api-client';
import { getRefreshToken } from '@/lib/session';

/** Tells the server to end the session. Its failure is only logged: the local sign-out goes ahead (spec 8). */
export async function signOutOnServer(): Promise<void> {
  try {
    await api.post('/auth/signout', { refreshToken: getRefreshToken() });
  } catch (error) {
    console.warn('[auth] sign-out call failed; signing out locally', error);
  }
}
