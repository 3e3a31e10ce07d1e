import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { browser } from '@/lib/browser';
import { clearSession, notifySession, type Role } from '@/lib/session';
import { local, storageKeys } from '@/lib/storage';
import { useSession } from '@/lib/use-session';
import { validateTokenQueryOptions } from '../api/validate-token';
import { useSignOut } from '../hooks/use-sign-out';

export type SessionStatus = 'guest' | 'validating' | 'valid' | 'invalid';
type SessionState = { status: SessionStatus; role: Role | null };

const SessionStatusContext = createContext<SessionState>({ status: 'guest', role: null });

export const useSessionStatus = () => useContext(SessionStatusContext);

/**
 * Keeps the stored session honest: validates the token on mount and on window focus (no retry, no cache),
 * signs out when the server rejects it, and follows sign-outs made in other tabs.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const token = session?.token ?? null;
  const role = session?.claims.role ?? null;
  const query = useQuery(validateTokenQueryOptions(token));
  const { refetch } = query;
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');

  const status: SessionStatus = !token
    ? 'guest'
    : query.isError || query.data === false
      ? 'invalid'
      : query.data === true
        ? 'valid'
        : 'validating';

  useEffect(() => {
    if (status !== 'invalid') return;
    toast.info(t('session.expired'), { toastId: 'session-expired' });
    void signOut({ callServer: false });
  }, [status, signOut, t]);

  useEffect(() => {
    if (!token) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [token, refetch]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== storageKeys.token) return;
      if (local.get(storageKeys.token)) {
        notifySession();
        return;
      }
      // Another tab signed out: forget everything here too and start clean.
      clearSession();
      queryClient.clear();
      browser.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const value = useMemo(() => ({ status, role }), [status, role]);
  return <SessionStatusContext.Provider value={value}>{children}</SessionStatusContext.Provider>;
}
