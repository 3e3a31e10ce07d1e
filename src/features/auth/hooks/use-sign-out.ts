import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { clearFormDrafts } from '@/domain/form-draft';
import { queryClient } from '@/lib/query-client';
import { clearSession, getRefreshToken, readSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-lang';
import { signOutOnServer } from '../api/sign-out';
import { setSigningOut } from '../utils/redirect';

/**
 * Sign-out (spec 4; docs/decisions/0022): at once, clear the tokens, the pending cart item, its timestamp, the
 * redirect-after-auth URL, the drafts of her forms (domain/form-draft.ts) and the query cache, and go to /login; then tell the server in the background, with the
 * token and refresh token taken before they were cleared. A slow or failing server keeps nobody signed in, and a
 * second press finds no session left, so one sign-out is one call.
 */
export function useSignOut() {
  const navigate = useAppNavigate();
  return useCallback(
    (options: { callServer?: boolean } = {}) => {
      const session = readSession();
      const refreshToken = getRefreshToken();
      setSigningOut(true);
      clearSession();
      clearFormDrafts();
      queryClient.clear();
      void navigate(paths.login, { replace: true });
      if (session && options.callServer !== false) {
        void signOutOnServer({ token: session.token, refreshToken });
      }
    },
    [navigate],
  );
}
