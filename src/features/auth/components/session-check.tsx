import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { JUST_CHECKED_MS, validateTokenQueryOptions } from '../api/validate-token';
import { useSignOut } from '../hooks/use-sign-out';

export type CheckResult = { token: string; status: 'pending' | 'valid' | 'invalid' };

/** Spec 4: the token is checked with the server on mount and on window focus; a rejected one signs her out. */
export default function SessionCheck({
  token,
  onResult,
}: {
  token: string;
  onResult: (result: CheckResult) => void;
}) {
  const query = useQuery({
    ...validateTokenQueryOptions(token),
    // A guard has just asked (src/app/guards.ts): its answer, verdict or not, is this mount's.
    refetchOnMount: (q) =>
      Date.now() - Math.max(q.state.dataUpdatedAt, q.state.errorUpdatedAt) > JUST_CHECKED_MS,
    retryOnMount: false,
  });
  const { refetch } = query;
  const signOut = useSignOut();
  const { t } = useTranslation('auth');

  // Only the server's verdict signs her out (validateToken). A check with no verdict (offline, 5xx, a proxy's
  // page) keeps the last one, or, before any, her locally decoded session: the next focus asks again.
  const status: CheckResult['status'] =
    query.data === false ? 'invalid' : query.data === true || query.isError ? 'valid' : 'pending';

  useEffect(() => onResult({ token, status }), [token, status, onResult]);

  useEffect(() => {
    if (status !== 'invalid') return;
    void notify('info', t('session.expired'), { toastId: 'session-expired' });
    signOut({ callServer: false });
  }, [status, signOut, t]);

  useEffect(() => {
    // A focus while a check is on its way joins it rather than starting another.
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  return null;
}
