import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { validateTokenQueryOptions } from '../api/validate-token';
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
  const query = useQuery(validateTokenQueryOptions(token));
  const { refetch } = query;
  const signOut = useSignOut();
  const { t } = useTranslation('auth');

  const status: CheckResult['status'] =
    query.isError || query.data === false ? 'invalid' : query.data === true ? 'valid' : 'pending';

  useEffect(() => onResult({ token, status }), [token, status, onResult]);

  useEffect(() => {
    if (status !== 'invalid') return;
    void notify('info', t('session.expired'), { toastId: 'session-expired' });
    void signOut({ callServer: false });
  }, [status, signOut, t]);

  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  return null;
}
