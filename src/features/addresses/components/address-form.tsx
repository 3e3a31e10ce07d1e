import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { CountrySelect } from '@/components/ui/country-fields';
import { isApiError } from '@/lib/api-error';
import { getCountry, isCountryCode } from '@/config/countries';
import { getCountryCode } from '@/lib/country';
import { phoneExample } from '@/features/addresses/utils/phone';
import { translateMessage } from '@/lib/translate-message';
import type { AddressInput } from '@/domain/schemas';
import type { FormDraft } from '@/domain/form-draft';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { ADDRESS_NAME_MAX, CITY_MAX, DETAILS_MAX, STATE_MAX, ZIP_MAX } from '@/domain/address-rules';
import {
  ADDRESS_FIELDS,
  addressFormSchema,
  PHONE_FORM_MESSAGE,
  PHONE_TYPED_MAX,
  toAddressFormValues,
  toAddressInput,
  type AddressFormValues,
} from '../utils/address-schema';
import { hasTyped } from '../utils/address-draft';

export type AddressFormProps = {
  /** An address being edited; a new one starts empty in the shop's country. */
  initial?: Partial<AddressInput>;
  /** Saves the address; a failed call throws (an ApiError's 422 field messages go next to their fields). */
  onSubmit: (input: AddressInput) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel: string;
  submittingLabel: string;
  /** Offer "make this my default address" (hidden when it is her first, which is the default anyway). */
  offerDefault?: boolean;
  /**
   * Keeps what she types through a sign-in (checkout's new address): started from, kept as she types, and cleared
   * once the address is saved or she cancels.
   */
  draft?: FormDraft<AddressFormValues>;
};

/**
 * A delivery address with spec 5's rules: customer name, phone (sent as digits only), city, address details and country
 * required; email, state and zip optional. Standalone: checkout adds one here, the account's address book adds
 * and edits with it. Nothing she typed is lost when the call fails.
 */
export function AddressForm({
  initial,
  onSubmit,
  onCancel,
  submitLabel,
  submittingLabel,
  offerDefault = true,
  draft,
}: AddressFormProps) {
  const { t } = useTranslation(['checkout', 'common', 'feedback']);
  const [formError, setFormError] = useState<string | null>(null);
  // what she typed before a sign-in took her away, read once
  const [defaultValues] = useState(() => draft?.read() ?? toAddressFormValues(initial, getCountryCode()));
  const {
    register,
    handleSubmit,
    setError,
    control,
    trigger,
    getFieldState,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  useEffect(() => {
    if (!draft) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (hasTyped(values)) draft.save(values);
        else draft.clear();
      },
    });
  }, [draft, subscribe]);

  const submit = useSingleSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        await onSubmit(toAddressInput(values));
        draft?.clear();
      } catch (error) {
        let focused = false;
        if (isApiError(error)) {
          for (const field of ADDRESS_FIELDS) {
            const message = error.fieldErrors[field];
            if (!message) continue;
            setError(field, { type: 'server', message }, { shouldFocus: !focused });
            focused = true;
          }
        }
        setFormError(
          isApiError(error) || error instanceof Error
            ? error.message
            : t('errors.generic', { ns: 'feedback' }),
        );
      }
    }),
  );

  const err = (field: keyof AddressFormValues) => translateMessage(errors[field]?.message);
  const optional = t('address.optional');

  // The phone is read as a number of the address's country: the hint shows that country's form, and a change of
  // country reads a number she has already typed again.
  const chosen = useWatch({ control, name: 'country' });
  const phoneCountry = isCountryCode(chosen) ? chosen : getCountryCode();
  const example = phoneExample(phoneCountry);
  // numbers inside a sentence keep their own left-to-right order in Arabic
  const isolate = (text: string) => `\u2066${text}\u2069`;
  const phoneWords = {
    country: t(`common:${getCountry(phoneCountry).name}`),
    national: isolate(example.national),
    international: isolate(example.international),
  };
  const phoneError =
    errors.phone?.message === PHONE_FORM_MESSAGE
      ? t('address.validation.phoneForm', phoneWords)
      : err('phone');
  const country = register('country', {
    onChange: () => {
      if (getFieldState('phone').isTouched) void trigger('phone');
    },
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('address.formLabel')}>
      {formError && (
        <FormAlert>
          <p>{formError}</p>
          <p className="font-normal">{t('address.keepTyped')}</p>
        </FormAlert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('address.name')}
          autoComplete="name"
          maxLength={ADDRESS_NAME_MAX}
          error={err('name')}
          {...register('name')}
        />
        <TextField
          label={t('address.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          className="rtl:text-right"
          maxLength={PHONE_TYPED_MAX}
          hint={t('address.phoneHint', phoneWords)}
          error={phoneError}
          {...register('phone')}
        />
      </div>
      <TextField
        label={t('address.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        end={<span className="text-xs text-ink-muted">{optional}</span>}
        error={err('email')}
        {...register('email')}
      />
      <TextField
        label={t('address.details')}
        autoComplete="street-address"
        maxLength={DETAILS_MAX}
        hint={t('address.detailsHint')}
        error={err('details')}
        {...register('details')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('address.city')}
          autoComplete="address-level2"
          maxLength={CITY_MAX}
          error={err('city')}
          {...register('city')}
        />
        <TextField
          label={t('address.state')}
          autoComplete="address-level1"
          maxLength={STATE_MAX}
          end={<span className="text-xs text-ink-muted">{optional}</span>}
          error={err('state')}
          {...register('state')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('address.zip')}
          autoComplete="postal-code"
          maxLength={ZIP_MAX}
          end={<span className="text-xs text-ink-muted">{optional}</span>}
          error={err('zip')}
          {...register('zip')}
        />
        <CountrySelect label={t('address.country')} error={err('country')} {...country} />
      </div>
      {offerDefault && (
        <label className="flex items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="size-5 rounded border-sand-300 accent-brand-700"
            {...register('isDefault')}
          />
          {t('address.makeDefault')}
        </label>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button
            variant="secondary"
            onClick={() => {
              draft?.clear();
              onCancel();
            }}
            disabled={isSubmitting}
          >
            {t('address.cancel')}
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
