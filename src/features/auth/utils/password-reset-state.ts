import { z } from 'zod';
import { session, storageKeys } from '@/lib/storage';

// Spec 4 "Password reset": steps are recorded as completed; a reset-completed flag locks the flow.
const stateSchema = z.object({
  email: z.string().optional(),
  emailDone: z.boolean().optional(),
  otpDone: z.boolean().optional(),
  resetToken: z.string().optional(),
  completed: z.boolean().optional(),
});
export type PasswordResetState = z.infer<typeof stateSchema>;

export function readResetState(): PasswordResetState {
  const raw = session.get(storageKeys.passwordReset);
  if (!raw) return {};
  try {
    const parsed = stateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
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
export const markResetCompleted = () => writeResetState({ completed: true });
/** A fresh start, when she asks for a reset again from the sign-in page. */
export const clearResetState = () => session.remove(storageKeys.passwordReset);

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
