import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSessionStatus } from '@/features/auth/components/session-provider';
import { isSigningOut, peekAfterAuth, setAfterAuth, type AfterAuth } from '@/features/auth/utils/redirect';
import { isAdminRole, isUserRole, type Role } from '@/lib/session';

// The guard rules of spec 2, as plain functions: what the tests check, and what the components below apply.

export type GuardDecision =
  { allow: true } | { wait: true } | { redirect: string; rememberFrom?: boolean; state?: AfterAuth['state'] };

export function requireRole(
  required: 'user' | 'admin',
  session: { status: 'guest' | 'validating' | 'valid' | 'invalid'; role: Role | null },
  signingOut = false,
): GuardDecision {
  if (session.status === 'guest' || session.status === 'invalid') {
    // a shopper who signs out is not coming back to this page after her next sign-in
    return signingOut ? { redirect: paths.login } : { redirect: paths.login, rememberFrom: true };
  }
  if (session.status === 'validating') return { wait: true };
  if (required === 'user' && !isUserRole(session.role)) return { redirect: paths.dashboard };
  if (required === 'admin' && !isAdminRole(session.role)) return { redirect: paths.profile };
  return { allow: true };
}

/**
 * Login and register: no role needed; a signed-in admin goes to the dashboard, a user to her profile — unless
 * she has just signed in here, in which case she goes where the form was asked to send her.
 */
export function requireGuest(
  session: { status: string; role: Role | null },
  afterAuth: AfterAuth | null = null,
  signingOut = false,
): GuardDecision {
  if (session.status === 'guest' || session.status === 'invalid' || signingOut) return { allow: true };
  if (afterAuth) return { redirect: afterAuth.to, state: afterAuth.state };
  if (isAdminRole(session.role)) return { redirect: paths.dashboard };
  if (isUserRole(session.role)) return { redirect: paths.profile };
  return { allow: true };
}

export function Apply({ decision }: { decision: GuardDecision }) {
  const location = useLocation();
  const { t } = useTranslation();
  if ('allow' in decision) return <Outlet />;
  if ('wait' in decision) return <FullScreenSpinner label={t('loading')} />;
  const state = decision.rememberFrom
    ? { from: `${location.pathname}${location.search}${location.hash}` }
    : decision.state;
  return <Navigate to={decision.redirect} replace state={state} />;
}

export function RequireRole({ role }: { role: 'user' | 'admin' }) {
  return <Apply decision={requireRole(role, useSessionStatus(), isSigningOut())} />;
}

export function RequireGuest() {
  const session = useSessionStatus();
  // The target is forgotten once the shopper has left the auth screens, not before: until the redirect
  // lands, this guard may render again and must keep pointing the same way.
  useEffect(() => () => setAfterAuth(null), []);
  return <Apply decision={requireGuest(session, peekAfterAuth(), isSigningOut())} />;
}
