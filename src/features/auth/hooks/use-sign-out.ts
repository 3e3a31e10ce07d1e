import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-lang';
import { signOutOnServer } from '../api/sign-out';
import { setSigningOut } from '../utils/redirect';

/**
 * Sign-out (spec 4): tell the server with the refresh token, then — whether or not that worked — clear the
 * tokens, the pending cart item, its timestamp, the redirect-after-auth URL and the query cache; go to /login.
 */
export function useSignOut() {
  const navigate = useAppNavigate();
  return useCallback(
    async (options: { callServer?: boolean } = {}) => {
      if (options.callServer !== false) await signOutOnServer();
      setSigningOut(true);
      clearSession();
      queryClient.clear();
      void navigate(paths.login, { replace: true });
    },
    [navigate],
  );
}
