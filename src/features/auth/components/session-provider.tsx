import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { browser } from '@/lib/browser';
import { sessionEndedElsewhere, subscribeSessionEnded, type Role } from '@/lib/session';
import { session as sessionArea, storageKeys } from '@/lib/storage';
import { useSession } from '@/lib/use-session';
import type { CheckResult } from './session-check';

export type SessionStatus = 'guest' | 'validating' | 'valid' | 'invalid';
type SessionState = { status: SessionStatus; role: Role | null };

const notEnded = () => false;

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

  // Leaving the password reset (for any page but its own steps) forgets her email and the reset token. The reset's
  // rules load only when she has started one: every page's first load carries none of them.
  useEffect(() => {
    if (!sessionArea.get(storageKeys.passwordReset)) return;
    void import('../utils/password-reset-state').then((reset) => {
      if (!reset.isResetFlowPath(pathname)) reset.forgetResetDetails();
    });
  }, [pathname]);

  const status: SessionStatus = !token
    ? 'guest'
    : check?.token === token && check.status !== 'pending'
      ? check.status
      : 'validating';

  // Her session ended in another tab (signed out there, or the token is gone or now someone else's: lib/session.ts
  // hears it from the first moment of the page): nothing of hers is rendered from that moment, and the page
  // reloads from a clean start (spec 4).
  const ended = useSyncExternalStore(subscribeSessionEnded, sessionEndedElsewhere, notEnded);

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
