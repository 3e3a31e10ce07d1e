import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { clearSession, decodeToken, readSession, storeSession, type Claims } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-lang';
import { captureAuthCallback } from '../utils/capture-auth-callback';
import { takeRedirectAfterAuth } from '../utils/redirect';

type Outcome =
  | { kind: 'working' }
  | { kind: 'error'; message: 'missingToken' | 'failed' }
  | { kind: 'conflict'; current: Claims; next: Claims; token: string };

const who = (claims: Claims) => claims.firstName ?? claims.email ?? claims.sub;

/**
 * Finishes Google sign-in (spec 2, 4; docs/decisions/0022). Only a callback that answers the attempt she started in
 * this tab (its `state`) is taken; it stores the token, then goes to the saved URL. It never replaces a session
 * that is already here without her say: signed in as someone else, she chooses to stay or to switch. The failure
 * texts are the spec's own, never words from the address.
 */
export function AuthCallback() {
  const { t } = useTranslation('auth');
  const navigate = useAppNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // Once: the saved return URL is taken on the way out (StrictMode runs effects twice in development).
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current) return;
    settled.current = true;
    const { token, ours } = captureAuthCallback();
    if (!token) return setOutcome({ kind: 'error', message: 'missingToken' });
    if (!ours) return setOutcome({ kind: 'error', message: 'failed' });
    const next = decodeToken(token);
    if (!next) return setOutcome({ kind: 'error', message: 'failed' });
    const current = readSession();
    if (current && current.claims.sub !== next.sub) {
      return setOutcome({ kind: 'conflict', current: current.claims, next, token });
    }
    // Signed in as the same person already: her session stays as it is.
    if (!current) storeSession(token);
    void navigate(takeRedirectAfterAuth() ?? '/', { replace: true });
  }, [navigate]);

  if (outcome.kind === 'conflict') {
    const { current, next, token } = outcome;
    const switchAccount = () => {
      const target = takeRedirectAfterAuth() ?? '/';
      // Nothing of the first account stays: her cached data, her pending cart item, her tokens.
      queryClient.clear();
      clearSession();
      storeSession(token);
      void navigate(target, { replace: true });
    };
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
        <h1 className="text-3xl font-semibold">{t('callback.conflictTitle')}</h1>
        <p className="break-words text-ink-soft">
          {t('callback.alreadySignedIn', { current: who(current) })}{' '}
          {t('callback.otherAccount', { next: who(next) })}
        </p>
        <div className="flex w-full flex-col gap-3">
          <Button
            onClick={() => void navigate(takeRedirectAfterAuth() ?? '/', { replace: true })}
            className="w-full"
          >
            {t('callback.keep', { current: who(current) })}
          </Button>
          <Button variant="secondary" onClick={switchAccount} className="w-full">
            {t('callback.switch', { next: who(next) })}
          </Button>
        </div>
      </div>
    );
  }

  if (outcome.kind === 'error') {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
        <h1 className="text-3xl font-semibold">{t('callback.errorTitle')}</h1>
        <p role="alert" className="text-ink-soft">
          {t(`callback.${outcome.message}`)}
        </p>
        <Link to={paths.login} replace className={buttonClasses('primary')}>
          {t('callback.returnToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4" role="status">
      <Spinner size="lg" />
      <p className="text-ink-soft">{t('callback.working')}</p>
    </div>
  );
}
