import { useSyncExternalStore } from 'react';
import { isAdminRole, isUserRole, readSession, subscribeSession, type Session } from './session';

const noSession = () => null;

/**
 * The stored session, for rendering. The prerendered HTML is a guest's, so hydration starts as a guest and the
 * signed-in header follows straight after, without a mismatch.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, noSession);
}

/** Role checks of spec 6: admin and owner count as admin; the user check is true only for role user. */
export function useRole() {
  const session = useSession();
  const role = session?.claims.role ?? null;
  return { session, role, isUser: isUserRole(role), isAdmin: isAdminRole(role) };
}
