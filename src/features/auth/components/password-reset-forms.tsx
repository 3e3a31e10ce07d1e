import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useAppNavigate } from '@/lib/use-lang';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import type { z } from 'zod/mini';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { translateMessage } from '@/lib/translate-message';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useConfirmPasswordReset, useRequestPasswordReset, useVerifyResetCode } from '../api/password-reset';
import { apiErrorMessage } from '../utils/error-messages';
import {
  clearResetState,
  forgetResetDetails,
  markEmailStep,
  markOtpStep,
  markResetCompleted,
  readResetState,
} from '../utils/password-reset-state';
import { newPasswordSchema, otpSchema, resetEmailSchema } from '../utils/schemas';
import { PasswordField } from '@/components/ui/password-field';

function StepHeader({ step, title, intro }: { step: 1 | 2 | 3; title: string; intro: string }) {
  const { t } = useTranslation('auth');
  // In words, not '1 / 3': in Arabic the bidi algorithm showed that as '3 / 1'.
  return (
    <div className="space-y-2">
      <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">
        {t('reset.step', { step, total: 3 })}
      </p>
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="text-ink-soft">{intro}</p>
    </div>
  );
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <p className="text-center text-sm">
      <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
        {t('reset.backToLogin')}
      </Link>
    </p>
  );
}

export function ResetEmailForm() {
  const { t } = useTranslation('auth');
  const navigate = useAppNavigate();
  const location = useLocation();
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  // Coming back to the first step starts the flow over: the form keeps her email, storage forgets it all.
  const [previousEmail] = useState(() => readResetState().email ?? '');
  useEffect(() => forgetResetDetails(), []);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof resetEmailSchema>>({
    resolver: zodResolver(resetEmailSchema),
    mode: 'onTouched',
    defaultValues: { email: previousEmail },
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async ({ email }) => {
      setFormError(null);
      try {
        await request.mutateAsync({ email });
        markEmailStep(email);
        void navigate(paths.passwordResetOtp, { state: location.state });
      } catch (error) {
        setFormError(apiErrorMessage(error));
      }
    }),
  );

  return (
    <div className="space-y-7">
      <StepHeader step={1} title={t('reset.emailTitle')} intro={t('reset.emailIntro')} />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label={t('reset.email')}
          type="email"
          autoComplete="email"
          error={translateMessage(formState.errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          {t('reset.sendCode')}
        </Button>
      </form>
      <BackToLogin />
    </div>
  );
}

export function ResetOtpForm() {
  const { t } = useTranslation('auth');
  const navigate = useAppNavigate();
  const verify = useVerifyResetCode();
  const email = readResetState().email ?? '';
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof otpSchema>>({
    resolver: zodResolver(otpSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async ({ otp }) => {
      setFormError(null);
      try {
        const resetToken = await verify.mutateAsync({ email, otp: otp.trim() });
        markOtpStep(resetToken);
        void navigate(paths.passwordResetNewPassword);
      } catch (error) {
        setFormError(apiErrorMessage(error));
      }
    }),
  );

  return (
    <div className="space-y-7">
      <StepHeader step={2} title={t('reset.otpTitle')} intro={t('reset.otpIntro', { email })} />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label={t('reset.otp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          className="text-center text-2xl tracking-[0.5em]"
          error={translateMessage(formState.errors.otp?.message)}
          {...register('otp')}
        />
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          {t('reset.verify')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link
          to={paths.passwordResetEmail}
          onClick={clearResetState}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('reset.startOver')}
        </Link>
      </p>
    </div>
  );
}

export function ResetNewPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useAppNavigate();
  const confirm = useConfirmPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof newPasswordSchema>>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async ({ password }) => {
      setFormError(null);
      try {
        await confirm.mutateAsync({ resetToken: readResetState().resetToken ?? '', password });
        markResetCompleted();
        void notify('success', t('reset.done'));
        void navigate(paths.login, { replace: true });
      } catch (error) {
        setFormError(apiErrorMessage(error));
      }
    }),
  );

  return (
    <div className="space-y-7">
      <StepHeader step={3} title={t('reset.newTitle')} intro={t('reset.newIntro')} />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          error={translateMessage(formState.errors.password?.message)}
          {...register('password')}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          error={translateMessage(formState.errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          {t('reset.save')}
        </Button>
      </form>
      <BackToLogin />
    </div>
  );
}
