import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '@/lib/session';
import { signOutOnServer } from '../api/sign-out';
import { setSigningOut } from '../utils/redirect';

/**
 * Sign-out (spec 4): tell the server with the refresh token, then — whether or not that worked — clear the
 * tokens, the pending cart item, its timestamp, the redirect-after-auth URL and the query cache; go to /login.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (options: { callServer?: boolean } = {}) => {
      if (options.callServer !== false) await signOutOnServer();
      setSigningOut(true);
      clearSession();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
    [navigate, queryClient],
  );
}
