import { redirect } from 'react-router';
import { langOfPath, localizePath, paths } from '@/config/paths';
import { JUST_CHECKED_MS, validateTokenQueryOptions } from '@/features/auth/api/validate-token';
import { SessionUncheckedError } from '@/features/auth/utils/session-unchecked';
import { resetStepRedirect, type ResetStep } from '@/features/auth/utils/password-reset-state';
import { isSigningOut, REDIRECT_TO_PARAM } from '@/features/auth/utils/redirect';
import { queryClient } from '@/lib/query-client';
import { clearSession, isAdminRole, isUserRole, readSession, wasConfirmed, type Role } from '@/lib/session';

// The guard rules of spec 2, as plain functions (what the tests check), and the `require*` functions that route
// modules' clientLoaders call to apply them (Epic Stack's pattern): a guard throws a redirect before the screen's
// code or data is asked for.

/** `unchecked`: she has a token the server has not said yes to, and the check got no verdict (offline, 5xx, HTML). */
export type SessionStatus = 'guest' | 'valid' | 'invalid' | 'unchecked';
export type GuardDecision =
  { allow: true } | { redirect: string; rememberFrom?: boolean } | { unchecked: true };

export function requireRole(
  required: 'user' | 'admin',
  session: { status: SessionStatus; role: Role | null },
  signingOut = false,
): GuardDecision {
  if (session.status === 'guest' || session.status === 'invalid') {
    // a shopper who signs out is not coming back to this page after her next sign-in
    return signingOut ? { redirect: paths.login } : { redirect: paths.login, rememberFrom: true };
  }
  // A role-gated screen waits for a conclusive check: the role is only the token's word until the server agrees
  // (a forged `admin` claim showed the dashboard while the check failed, issue 20.5).
  if (session.status === 'unchecked') return { unchecked: true };
  if (required === 'user' && !isUserRole(session.role)) return { redirect: paths.dashboard };
  if (required === 'admin' && !isAdminRole(session.role)) return { redirect: paths.profile };
  return { allow: true };
}

/** Login and register: no role needed; a signed-in admin goes to the dashboard, a user to her profile. */
export function requireGuest(session: { status: SessionStatus; role: Role | null }): GuardDecision {
  if (session.status !== 'valid') return { allow: true };
  if (isAdminRole(session.role)) return { redirect: paths.dashboard };
  if (isUserRole(session.role)) return { redirect: paths.profile };
  return { allow: true };
}

/** Spec 4 "Password reset": a step is open only once the steps before it are done. */
export function requireResetStep(step: ResetStep): GuardDecision {
  const target = resetStepRedirect(step);
  if (!target) return { allow: true };
  return { redirect: target, rememberFrom: target === paths.passwordResetEmail };
}

/**
 * The stored session, checked with the server (spec 4: a token that fails validation goes to /login). While the
 * first check of this document runs, the first page shows the root's full-screen spinner (its HydrateFallback);
 * later ones run beside the page they guard. Only the server's
 * verdict signs her out; a check with no verdict (offline, 5xx, a proxy's page) keeps her signed in, as the
 * session check does, but counts as valid only for a token the server has accepted before in this document;
 * otherwise it is `unchecked` (docs/decisions/0022). The answer stays in the cache for a moment: it is the
 * session check's check on mount.
 */
export async function sessionStatus(): Promise<{ status: SessionStatus; role: Role | null }> {
  const session = readSession();
  if (!session) return { status: 'guest', role: null };
  const check = queryClient
    .fetchQuery({ ...validateTokenQueryOptions(session.token), gcTime: JUST_CHECKED_MS })
    .catch(() => null);
  // A token the server has already said yes to in this document opens the page at once, and the check runs beside
  // it (issue 38: Go to cart waited for this round trip before her cached cart). It is the session check's own
  // query, so a "no" still signs her out there (features/auth/components/session-check), with the same notice.
  if (wasConfirmed(session.token)) return { status: 'valid', role: session.claims.role };
  const verdict = await check;
  if (verdict === false) {
    clearSession();
    return { status: 'invalid', role: null };
  }
  if (verdict === null && !wasConfirmed(session.token))
    return { status: 'unchecked', role: session.claims.role };
  return { status: 'valid', role: session.claims.role };
}

/**
 * Throws the redirect a decision asks for, in the language of the request's page. A remembered origin travels in
 * the sign-in page's address (`?redirectTo=/ar/profile/my-orders`), so a reload keeps it.
 */
export function applyDecision(decision: GuardDecision, request: Request): void {
  if ('allow' in decision) return;
  // The layout's error boundary offers to try again (features/auth/components/session-unchecked.tsx).
  if ('unchecked' in decision) throw new SessionUncheckedError();
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  let target = localizePath(decision.redirect, lang);
  if (decision.rememberFrom) {
    target += `?${new URLSearchParams({ [REDIRECT_TO_PARAM]: `${url.pathname}${url.search}` })}`;
  }
  throw redirect(target);
}

export async function requireUserRole(request: Request) {
  applyDecision(requireRole('user', await sessionStatus(), isSigningOut()), request);
}

export async function requireAdmin(request: Request) {
  applyDecision(requireRole('admin', await sessionStatus(), isSigningOut()), request);
}

export async function requireAnonymous(request: Request) {
  if (isSigningOut()) return;
  applyDecision(requireGuest(await sessionStatus()), request);
}

export function requireStep(step: ResetStep, request: Request) {
  applyDecision(requireResetStep(step), request);
}
