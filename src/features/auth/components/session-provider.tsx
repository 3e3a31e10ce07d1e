import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { browser } from '@/lib/browser';
import { clearSession, notifySession, type Role } from '@/lib/session';
import { local, storageKeys } from '@/lib/storage';
import { useSession } from '@/lib/use-session';
import { forgetResetDetails, isResetFlowPath } from '../utils/password-reset-state';
import type { CheckResult } from './session-check';

export type SessionStatus = 'guest' | 'validating' | 'valid' | 'invalid';
type SessionState = { status: SessionStatus; role: Role | null };

const SessionStatusContext = createContext<SessionState>({ status: 'guest', role: null });

export const useSessionStatus = () => useContext(SessionStatusContext);

// The server check needs the data layer; a guest (no token) never loads it.
const SessionCheck = lazy(() => import('./session-check'));
// A session that ends while she shops (a 401 to a call with her token) can only happen while she has one.
const SessionExpiryWatcher = lazy(() => import('./session-expiry-watcher'));

/**
 * Keeps the stored session honest: validates the token on mount and on window focus (no retry, no cache),
 * signs out when the server rejects it, and follows sign-outs made in other tabs. It also sees every change of
 * page, so it is where a password reset that she walked away from is forgotten.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const token = session?.token ?? null;
  const role = session?.claims.role ?? null;
  const [check, setCheck] = useState<CheckResult | null>(null);
  const { pathname } = useLocation();

  // Leaving the password reset (for any page but its own steps) forgets her email and the reset token.
  useEffect(() => {
    if (!isResetFlowPath(pathname)) forgetResetDetails();
  }, [pathname]);

  const status: SessionStatus = !token
    ? 'guest'
    : check?.token === token && check.status !== 'pending'
      ? check.status
      : 'validating';

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== storageKeys.token) return;
      if (local.get(storageKeys.token)) {
        notifySession();
        return;
      }
      // Another tab signed out: forget everything here too and start clean (the reload empties the caches).
      clearSession();
      browser.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ status, role }), [status, role]);
  return (
    <SessionStatusContext.Provider value={value}>
      {children}
      {token && (
        <Suspense fallback={null}>
          <SessionCheck token={token} onResult={setCheck} />
        </Suspense>
      )}
      {token && (
        <Suspense fallback={null}>
          <SessionExpiryWatcher />
        </Suspense>
      )}
    </SessionStatusContext.Provider>
  );
}
