import { stripLang } from '@/config/paths';
import { session, storageKeys } from '@/lib/storage';

// Spec 4 "Password reset": steps are recorded as completed; a reset-completed flag locks the flow.
export type PasswordResetState = {
  email?: string;
  emailDone?: boolean;
  otpDone?: boolean;
  resetToken?: string;
  completed?: boolean;
};

const FIELDS = {
  email: 'string',
  emailDone: 'boolean',
  otpDone: 'boolean',
  resetToken: 'string',
  completed: 'boolean',
};

/** Session storage is untrusted: anything but this exact shape counts as no progress. The route guards read
 * it on every page, so it is checked by hand rather than with zod (docs/decisions/0014). */
function parseResetState(value: unknown): PasswordResetState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const state: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(FIELDS)) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    if (typeof field !== type) return null;
    state[key] = field;
  }
  return state as PasswordResetState;
}

export function readResetState(): PasswordResetState {
  const raw = session.get(storageKeys.passwordReset);
  if (!raw) return {};
  try {
    return parseResetState(JSON.parse(raw)) ?? {};
  } catch {
    return {};
  }
}

export function writeResetState(next: PasswordResetState): void {
  session.set(storageKeys.passwordReset, JSON.stringify(next));
}

export const markEmailStep = (email: string) => writeResetState({ email, emailDone: true });
export const markOtpStep = (resetToken: string) =>
  writeResetState({ ...readResetState(), otpDone: true, resetToken });
/** The flow is done: only the lock stays; her email and the reset token go. */
export const markResetCompleted = () => writeResetState({ completed: true });
/** A fresh start, when she asks for a reset again from the sign-in page. */
export const clearResetState = () => session.remove(storageKeys.passwordReset);

export const isResetFlowPath = (pathname: string): boolean =>
  /^\/password-reset(\/|$)/.test(stripLang(pathname));

/**
 * She left the flow (or starts it over): her email, the reset token and the steps go, so nobody who uses this
 * tab later finds them; a completed flow keeps its lock (spec 4).
 */
export function forgetResetDetails(): void {
  if (!session.get(storageKeys.passwordReset)) return;
  if (readResetState().completed) writeResetState({ completed: true });
  else clearResetState();
}

export type ResetStep = 'email' | 'otp' | 'new-password';

/** Where a shopper on a reset step must go instead, or null when she may stay. */
export function resetStepRedirect(
  step: ResetStep,
  state: PasswordResetState = readResetState(),
): string | null {
  if (state.completed) return '/login';
  if (step === 'otp' && !state.emailDone) return '/password-reset/email';
  if (step === 'new-password' && !state.otpDone) return '/password-reset/email';
  return null;
}
