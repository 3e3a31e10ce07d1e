import { useSessionExpiry } from '../hooks/use-session-expiry';

/**
 * The session-expiry listener, in its own chunk: the session provider loads it only while she has a session, so a
 * guest's first load carries none of it (nor the query cache it clears, nor the sign-in redirect's rules). A 401
 * heard before it has loaded waits for it (lib/session-rejected.ts's onSessionRejected).
 */
export default function SessionExpiryWatcher() {
  useSessionExpiry();
  return null;
}
