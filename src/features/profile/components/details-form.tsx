import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormAlert } from '@/components/ui/alert';
import { BirthDateField } from '@/components/ui/birth-date-field';
import { Button } from '@/components/ui/button';
import { NameFields } from '@/components/ui/name-fields';
import { CountryAndSourceFields } from '@/components/ui/country-fields';
import {
  birthDateSchema,
  countryFieldSchema,
  heardFromFieldSchema,
  nameSchema,
} from '@/domain/account-schemas';
import { isApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/translate-message';
import { notify } from '@/lib/notify';
import { NAME_MAX } from '@/domain/account-rules';
import { useSingleSubmit } from '@/lib/use-single-submit';
import type { User } from '../api/get-profile';
import { useUpdateProfile, type ProfileInput } from '../api/update-profile';

// Spec 5's rules, the sign-up's own pieces.
export const detailsSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  country: countryFieldSchema,
  birthDate: birthDateSchema,
  heardFrom: heardFromFieldSchema,
});
type DetailsValues = z.input<typeof detailsSchema>;
const FIELDS = ['firstName', 'lastName', 'country', 'birthDate', 'heardFrom'] as const;

const valuesOf = (user: User): DetailsValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  country: user.country,
  birthDate: user.birthDate,
  heardFrom: user.heardFrom,
});

/**
 * Her details: first and last name, country, birth date and how she heard about us, saved with
 * PUT /user/profile. Her email is shown, not editable. A 422 puts the server's words next to its fields; nothing
 * she typed is lost when the call fails.
 */
export function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'auth', 'common', 'feedback']);
  const save = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(user),
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      const input: ProfileInput = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        country: values.country,
        birthDate: values.birthDate,
        heardFrom: values.heardFrom,
      };
      try {
        const saved = await save.mutateAsync(input);
        reset(valuesOf(saved));
        void notify('success', t('details.saved'));
      } catch (error) {
        let focused = false;
        if (isApiError(error)) {
          for (const field of FIELDS) {
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

  const err = (field: keyof DetailsValues) => translateMessage(errors[field]?.message);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('details.formLabel')}>
      {formError && (
        <FormAlert>
          <p>{formError}</p>
          <p className="font-normal">{t('details.keepTyped')}</p>
        </FormAlert>
      )}
      <NameFields
        first={register('firstName')}
        last={register('lastName')}
        errors={{ first: err('firstName'), last: err('lastName') }}
        maxLength={NAME_MAX}
      />
      <dl className="space-y-1.5">
        <dt className="text-sm font-semibold text-ink">{t('auth:register.email')}</dt>
        <dd
          className="rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-base break-all text-ink-soft"
          data-testid="details-email"
        >
          <bdi>{user.email}</bdi>
        </dd>
        <dd className="text-xs text-ink-muted">{t('details.emailHint')}</dd>
      </dl>
      <BirthDateField control={control} error={err('birthDate')} />
      <CountryAndSourceFields
        country={register('country')}
        heardFrom={register('heardFrom')}
        errors={{ country: err('country'), heardFrom: err('heardFrom') }}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? t('details.saving') : t('details.save')}
        </Button>
      </div>
    </form>
  );
}
