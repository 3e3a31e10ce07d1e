import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { browser } from '@/lib/browser';
import { providedQueryClient } from '@/lib/query-client-slot';
import { clearPendingCartState, clearSession, notifySession, readSession, type Role } from '@/lib/session';
import { storageKeys } from '@/lib/storage';
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

  // Whose session this tab is showing: a token changed by another tab is compared with it.
  const shown = useRef<string | null>(null);
  shown.current = session?.claims.sub ?? null;
  // Her session ended in another tab (signed out there, or the token is gone or now someone else's): nothing of
  // hers is rendered from that moment, and the page reloads from a clean start (spec 4).
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== storageKeys.token) return;
      const now = readSession();
      const before = shown.current;
      // A guest signed in elsewhere, or her own token renewed: the header follows.
      if (now && (before === null || now.claims.sub === before)) {
        notifySession();
        return;
      }
      // Everything cached for her goes before anything else renders: her data, her pending cart item, and, when
      // she signed out, her tokens. The screen she was on leaves at once, without waiting for the reload (which
      // is slow on a busy phone, and during which her account stayed on screen under a signed-out header).
      providedQueryClient()?.clear();
      if (now) {
        clearPendingCartState();
        notifySession();
      } else {
        clearSession();
      }
      setEnded(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Reloaded once the page she was on is off the screen: nothing of the old page renders, fetches or navigates
  // while the new document comes. A protected page's guard then sends her to sign in; a public one reloads as it
  // is, for a guest or for the new account.
  useEffect(() => {
    if (ended) browser.reload();
  }, [ended]);

  const value = useMemo(() => ({ status, role }), [status, role]);
  if (ended) return <SessionEnded />;
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

function SessionEnded() {
  const { t } = useTranslation();
  return <FullScreenSpinner label={t('loading')} />;
}
