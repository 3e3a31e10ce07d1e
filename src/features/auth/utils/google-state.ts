import { session, storageKeys } from '@/lib/storage';

// OAuth's `state` for Google sign-in (contract, Changes 2026-11-25; docs/decisions/0022): a fresh random value for
// each attempt she starts, kept in this tab's session storage, sent to the API's Google endpoint and expected back
// unchanged on the callback. A callback that does not carry the value of an attempt started here (a link someone
// sent her, which would sign her into their account) is refused.

/** 32 random bytes, base64url: 43 URL-safe characters (the contract allows at most 128). */
export function newGoogleState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Starts an attempt: its state, kept for this attempt only (a new attempt replaces it). */
export function startGoogleAttempt(): string {
  const state = newGoogleState();
  session.set(storageKeys.googleAuthState, state);
  return state;
}

/**
 * Ends the attempt: true only when the callback's `state` is the one this tab sent. The kept value is forgotten
 * either way, so a callback is accepted at most once.
 */
export function finishGoogleAttempt(returned: string | null): boolean {
  const expected = session.get(storageKeys.googleAuthState);
  session.remove(storageKeys.googleAuthState);
  return expected !== null && expected.length > 0 && returned === expected;
}
