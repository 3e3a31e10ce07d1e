import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { translateMessage } from '@/lib/translate-message';
import { storeSession } from '@/lib/session';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '../utils/error-messages';
import { clearResetState } from '../utils/password-reset-state';
import { useAppNavigate } from '@/lib/use-lang';
import { postAuthTarget, setSigningOut } from '../utils/redirect';
import { signInSchema, type SignInValues } from '../utils/schemas';
import { GoogleButton, OrDivider } from './google-button';
import { PasswordField } from '@/components/ui/password-field';

/** The pending-cart flag travels on with the shopper (spec 2, sign-in-required dialog). */
export function carriedState(state: unknown): { pendingCartItem: true } | undefined {
  return state &&
    typeof state === 'object' &&
    (state as { pendingCartItem?: unknown }).pendingCartItem === true
    ? { pendingCartItem: true }
    : undefined;
}

export function LoginForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const signIn = useSignIn();
  const navigate = useAppNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const headingId = useId();
  useEffect(() => setSigningOut(false), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        const tokens = await signIn.mutateAsync(values);
        if (!storeSession(tokens.accessToken, tokens.refreshToken)) {
          setFormError(signInErrorMessage(null));
          return;
        }
        void navigate(postAuthTarget(location.state, location.search), {
          replace: true,
          state: carriedState(location.state),
        });
      } catch (error) {
        setFormError(signInErrorMessage(error));
      }
    }),
  );

  return (
    <div className="space-y-7">
      <div className="space-y-2">
        <h1 id={headingId} className="text-3xl font-semibold sm:text-4xl">
          {t('login.title')}
        </h1>
        <p className="text-ink-soft">{t('login.intro')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={translateMessage(errors.email?.message)}
          {...register('email')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          error={translateMessage(errors.password?.message)}
          end={
            <Link
              to={paths.passwordResetEmail}
              onClick={clearResetState}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('login.forgot')}
            </Link>
          }
          {...register('password')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton />
      <p className="text-center text-sm text-ink-soft">
        {t('login.noAccount')}{' '}
        <Link
          to={paths.register}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('login.createAccount')}
        </Link>
      </p>
    </div>
  );
}
