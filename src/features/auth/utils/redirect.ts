import { safeRedirectPath } from '@/lib/safe-redirect';
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

/** Where a shopper goes after signing in or registering: where she came from, else home. */
export function postAuthTarget(state: unknown): string {
  const fromState = readStateFrom(state);
  const stored = takeRedirectAfterAuth();
  const target = fromState ?? stored ?? '/';
  // never bounce back into the auth screens themselves
  return /^\/(login|register|password-reset)(\/|$|\?)/.test(target) ? '/' : target;
}

/**
 * Where the sign-in or registration that just succeeded wants to go. The guest guard of /login and /register
 * is the one that moves a signed-in shopper on, so the form hands it the target instead of racing it.
 */
export type AfterAuth = { to: string; state?: { pendingCartItem: true } };
let afterAuth: AfterAuth | null = null;

export function setAfterAuth(target: AfterAuth | null): void {
  afterAuth = target;
}

export function peekAfterAuth(): AfterAuth | null {
  return afterAuth;
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
