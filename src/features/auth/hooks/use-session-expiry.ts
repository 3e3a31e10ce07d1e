import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { i18next, loadNamespaces } from '@/lib/i18n';
import { currentSearch } from '@/lib/url-in-place';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { onSessionRejected } from '@/lib/session-rejected';
import { useAppNavigate } from '@/lib/use-lang';
import { REDIRECT_TO_PARAM } from '../utils/redirect';

/**
 * A session that ends while she shops (the API answers 401 to a call that carried her token): she is told, signed
 * out here, and sent to sign in with the page she was on remembered, so she comes back to it. Her cart is the
 * server's and waits for her.
 */
export function useSessionExpiry(): void {
  const navigate = useAppNavigate();
  const location = useLocation();

  useEffect(
    () =>
      onSessionRejected(() => {
        clearSession();
        // the query as it is now: a piece's choices are written into it in place (lib/url-in-place)
        const here = `${location.pathname}${currentSearch(location)}`;
        void loadNamespaces(['auth']).then(() =>
          notify('info', i18next.t('session.expired', { ns: 'auth' }), { toastId: 'session-expired' }),
        );
        void Promise.resolve(
          navigate(`${paths.login}?${new URLSearchParams({ [REDIRECT_TO_PARAM]: here })}`),
        ).then(() => queryClient.clear());
      }),
    [navigate, location],
  );
}
