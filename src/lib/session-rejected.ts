import { readSession } from './session';

// Apart from lib/session.ts, which every page's first file holds: only the API client and the session's expiry
// watcher, which load with her first call and her session, hear of a refused token.

type RejectedListener = () => void;
const rejectedListeners = new Set<RejectedListener>();
let rejectedUnheard: string | null = null;

/**
 * The API refused the token a call carried (401): her session has ended while she shops. The shop's session
 * provider hears it (`onSessionRejected`) and sends her to sign in, and back here after. A token she has replaced
 * since (a new sign-in) is not touched. Heard before anyone listens (a page's very first call), it waits.
 */
export function sessionRejected(token: string): void {
  if (readSession()?.token !== token) return;
  if (rejectedListeners.size === 0) {
    rejectedUnheard = token;
    return;
  }
  rejectedListeners.forEach((l) => l());
}

export function onSessionRejected(listener: RejectedListener): () => void {
  rejectedListeners.add(listener);
  if (rejectedUnheard !== null) {
    const token = rejectedUnheard;
    rejectedUnheard = null;
    if (readSession()?.token === token) listener();
  }
  return () => rejectedListeners.delete(listener);
}
