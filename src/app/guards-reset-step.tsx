import { resetStepRedirect, type ResetStep } from '@/features/auth/utils/password-reset-state';
import { paths } from '@/config/paths';
import { Apply, type GuardDecision } from './guards';

/** Spec 4 "Password reset": a step is open only once the steps before it are done. */
export function requireResetStep(step: ResetStep): GuardDecision {
  const target = resetStepRedirect(step);
  if (!target) return { allow: true };
  return { redirect: target, rememberFrom: target === paths.passwordResetEmail };
}

export default function RequireResetStep({ step }: { step: ResetStep }) {
  return <Apply decision={requireResetStep(step)} />;
}
