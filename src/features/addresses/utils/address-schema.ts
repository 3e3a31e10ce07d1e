import { z } from 'zod/mini';
import { COUNTRY_CODES } from '@/config/countries';
import { EMAIL_MAX, toLatinDigits } from '@/lib/rules';
import type { AddressInput } from '@/lib/schemas';
import {
  ADDRESS_NAME_MAX,
  CITY_MAX,
  DETAILS_MAX,
  isDigitsOnly,
  PHONE_MAX,
  PHONE_MIN,
  STATE_MAX,
  ZIP_MAX,
} from '@/lib/address-rules';

// Messages are i18n keys, translated when shown (a language switch re-words them without losing input).
const required = 'feedback:validation.required';
const anEmail = z.email();
const tooLong = 'checkout:address.validation.tooLong';

const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLong));

export const addressFormSchema = z.object({
  name: requiredText(ADDRESS_NAME_MAX),
  // an Arabic keyboard's digits are digits: sent as Latin ones, as the API stores them
  phone: z
    .string()
    .check(
      z.overwrite(toLatinDigits),
      z.trim(),
      z.minLength(1, required),
      z.refine(isDigitsOnly, 'checkout:address.validation.phoneDigits'),
      z.minLength(PHONE_MIN, 'checkout:address.validation.phoneLength'),
      z.maxLength(PHONE_MAX, 'checkout:address.validation.phoneLength'),
    ),
  // optional: empty is none; anything typed must be an address
  email: z.string().check(
    z.trim(),
    z.maxLength(EMAIL_MAX, 'feedback:validation.emailMax'),
    z.refine((v) => v === '' || anEmail.safeParse(v).success, 'feedback:validation.email'),
  ),
  city: requiredText(CITY_MAX),
  state: optionalText(STATE_MAX),
  zip: optionalText(ZIP_MAX),
  country: z.enum(COUNTRY_CODES, required),
  details: requiredText(DETAILS_MAX),
  isDefault: z.boolean(),
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** The fields the server may name in a 422, which are the form's own. */
export const ADDRESS_FIELDS = [
  'name',
  'phone',
  'email',
  'city',
  'state',
  'zip',
  'country',
  'details',
  'isDefault',
] as const satisfies readonly (keyof AddressFormValues)[];

/** What the form sends (contract: Address without `id`): optional fields left empty are null. */
export function toAddressInput(values: AddressFormValues): AddressInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    phone: toLatinDigits(values.phone.trim()),
    email: orNull(values.email),
    city: values.city.trim(),
    state: orNull(values.state),
    zip: orNull(values.zip),
    country: values.country,
    details: values.details.trim(),
    isDefault: values.isDefault,
  };
}

/** The form's values for an address being edited (or a new one's defaults). */
export function toAddressFormValues(
  address: Partial<AddressInput> | undefined,
  fallbackCountry: AddressInput['country'],
): AddressFormValues {
  return {
    name: address?.name ?? '',
    phone: address?.phone ?? '',
    email: address?.email ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    country: address?.country ?? fallbackCountry,
    details: address?.details ?? '',
    isDefault: address?.isDefault ?? false,
  };
}
