import { safeRedirectPath } from '@/lib/safe-redirect';
import { stripLang } from '@/config/paths';
import { session, storageKeys } from '@/lib/storage';

export function readStateFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const target = safeRedirectPath((state as { from: unknown }).from, '');
  return target || null;
}

export function saveRedirectAfterAuth(target: string): void {
  session.set(storageKeys.redirectAfterAuth, safeRedirectPath(target));
}

/** Reads and clears the stored redirect; only a path of this site comes back. */
export function takeRedirectAfterAuth(): string | null {
  const stored = session.get(storageKeys.redirectAfterAuth);
  session.remove(storageKeys.redirectAfterAuth);
  const target = safeRedirectPath(stored, '');
  return target || null;
}

/** The sign-in page's query parameter that carries the page a guard sent her from (src/app/guards.ts). */
export const REDIRECT_TO_PARAM = 'redirectTo';

/** Where she asked to come back to: the navigation state's `from`, else the address's `redirectTo`. */
export function readReturnPath(state: unknown, search: string): string | null {
  const fromState = readStateFrom(state);
  if (fromState) return fromState;
  const target = safeRedirectPath(new URLSearchParams(search).get(REDIRECT_TO_PARAM), '');
  return target || null;
}

/** Where a shopper goes after signing in or registering: where she came from, else home. */
export function postAuthTarget(state: unknown, search = ''): string {
  const target = readReturnPath(state, search) ?? takeRedirectAfterAuth() ?? '/';
  // never bounce back into the auth screens themselves
  return /^\/(login|register|password-reset)(\/|$|\?)/.test(stripLang(target)) ? '/' : target;
}

/**
 * True from the moment a sign-out starts until the sign-in page is on screen. Meanwhile the guards neither
 * remember the page she left as a return target nor bounce her off /login (React Router renders navigations
 * in a transition, so the page she is leaving can render once more after her token is gone).
 */
let signingOut = false;
export const isSigningOut = (): boolean => signingOut;
export function setSigningOut(value: boolean): void {
  signingOut = value;
}
