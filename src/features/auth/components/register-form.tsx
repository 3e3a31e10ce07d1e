import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { NameFields } from '@/components/ui/name-fields';
import { CountryAndSourceFields } from '@/components/ui/country-fields';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { getCountryCode } from '@/lib/country';
import { translateMessage } from '@/lib/translate-message';
import { storeSession } from '@/lib/session';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useRegister, type RegisterInput } from '../api/register';
import { registerErrorMessage } from '../utils/error-messages';
import { useAppNavigate } from '@/lib/use-lang';
import { postAuthTarget } from '../utils/redirect';
import { registerSchema, type RegisterValues } from '../utils/schemas';
import { BirthDateField } from '@/components/ui/birth-date-field';
import { GoogleButton, OrDivider } from './google-button';
import { carriedState } from './login-form';
import { PasswordField } from '@/components/ui/password-field';

export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const navigate = useAppNavigate();
  const registerAccount = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      country: getCountryCode(),
      birthDate: '',
      heardFrom: '' as RegisterValues['heardFrom'],
    },
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      const input: RegisterInput = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        country: values.country,
        birthDate: values.birthDate,
        heardFrom: values.heardFrom,
      };
      try {
        const tokens = await registerAccount.mutateAsync(input);
        const claims = storeSession(tokens.accessToken, tokens.refreshToken);
        if (!claims) {
          setFormError(registerErrorMessage(new Error(t('errors.invalidResponse', { ns: 'feedback' }))));
          return;
        }
        void navigate(postAuthTarget(location.state, location.search), {
          replace: true,
          state: carriedState(location.state),
        });
        void notify('success', t('register.welcome', { name: claims.firstName ?? input.firstName }));
      } catch (error) {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field in input) setError(field as keyof RegisterValues, { message });
          }
        }
        setFormError(registerErrorMessage(error));
      }
    }),
  );

  const err = (field: keyof RegisterValues) => translateMessage(errors[field]?.message);

  return (
    <div className="space-y-7">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('register.title')}</h1>
        <p className="text-ink-soft">{t('register.intro')}</p>
      </div>
      <GoogleButton />
      <OrDivider />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <NameFields
          first={register('firstName')}
          last={register('lastName')}
          errors={{ first: err('firstName'), last: err('lastName') }}
        />
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={err('email')}
          {...register('email')}
        />
        <PasswordField
          label={t('register.password')}
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          error={err('password')}
          {...register('password')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          error={err('confirmPassword')}
          {...register('confirmPassword')}
        />
        <BirthDateField control={control} error={err('birthDate')} />
        <CountryAndSourceFields
          country={register('country')}
          heardFrom={register('heardFrom')}
          errors={{ country: err('country'), heardFrom: err('heardFrom') }}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-ink-soft">
        {t('register.haveAccount')}{' '}
        <Link
          to={paths.login}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('register.signIn')}
        </Link>
      </p>
    </div>
  );
}
