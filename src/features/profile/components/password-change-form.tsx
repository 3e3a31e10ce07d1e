import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { passwordSchema, passwordsMatch, requiredMessage } from '@/domain/account-schemas';
import { isApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/translate-message';
import { notify } from '@/lib/notify';
import { PASSWORD_MAX } from '@/domain/account-rules';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useChangePassword } from '../api/change-password';

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .check(z.minLength(1, requiredMessage), z.maxLength(PASSWORD_MAX, 'feedback:validation.passwordMax')),
    newPassword: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, requiredMessage)),
  })
  .check(passwordsMatch('newPassword'));
type PasswordValues = z.input<typeof passwordChangeSchema>;

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Her password change: the current one, a new one with spec 5's rules and its confirmation. A wrong current
 * password (400) is said next to that field; a weak new one (422) next to the new one. Success says so and
 * clears the fields.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation(['account', 'auth', 'feedback']);
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordChangeSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      setDone(false);
      try {
        await change.mutateAsync({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        reset(empty);
        setDone(true);
        void notify('success', t('password.changed'));
      } catch (error) {
        if (isApiError(error) && error.status === 400) {
          // the wrong current password has its own message, next to that field
          setError(
            'currentPassword',
            {
              type: 'server',
              message: error.fieldErrors.currentPassword ?? t('password.wrongCurrent'),
            },
            { shouldFocus: true },
          );
          return;
        }
        let focused = false;
        if (isApiError(error)) {
          for (const field of ['currentPassword', 'newPassword'] as const) {
            const message = error.fieldErrors[field];
            if (!message) continue;
            setError(field, { type: 'server', message }, { shouldFocus: !focused });
            focused = true;
          }
        }
        setFormError(error instanceof Error ? error.message : t('errors.generic', { ns: 'feedback' }));
      }
    }),
  );

  const err = (field: keyof PasswordValues) => translateMessage(errors[field]?.message);

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-lg space-y-5" aria-label={t('password.formLabel')}>
      {done && (
        <p
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
        >
          {t('password.changed')}
        </p>
      )}
      {formError && (
        <FormAlert>
          <p>{formError}</p>
          <p className="font-normal">{t('password.keepTyped')}</p>
        </FormAlert>
      )}
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        error={err('currentPassword')}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        hint={t('auth:register.passwordHint')}
        error={err('newPassword')}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        error={err('confirmPassword')}
        {...register('confirmPassword')}
      />
      <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t('password.saving') : t('password.save')}
      </Button>
    </form>
  );
}
