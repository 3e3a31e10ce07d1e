import { z } from 'zod/mini';
import { COUNTRY_CODES, isCountryCode, type CountryCode } from '@/config/countries';
import { formatPhone, looksLikePhone, readPhone } from '@/features/addresses/utils/phone';
import { EMAIL_MAX } from '@/domain/account-rules';
import type { AddressInput } from '@/domain/schemas';
import {
  ADDRESS_NAME_MAX,
  CITY_MAX,
  DETAILS_MAX,
  PHONE_MAX,
  STATE_MAX,
  ZIP_MAX,
} from '@/domain/address-rules';

// Messages are i18n keys, translated when shown (a language switch re-words them without losing input).
const required = 'feedback:validation.required';
const anEmail = z.email();
const tooLong = 'checkout:address.validation.tooLong';

/** What she may type: the longest number with its signs and the spaces people put in it. */
export const PHONE_TYPED_MAX = PHONE_MAX + 10;
/** The phone's message when it is no number of the address's country (worded with the country when shown). */
export const PHONE_FORM_MESSAGE = 'checkout:address.validation.phoneForm';

/**
 * The phone read with the address's country ("3312 3456" is a Bahrain number, "050 123 4567" a Saudi one),
 * checked while other fields are still invalid too (zod skips object refinements then), once the phone itself
 * passed its own checks.
 */
function phoneOfItsCountry() {
  return z.refine(
    (value: unknown) => {
      const { phone, country } = value as { phone: string; country: unknown };
      return !isCountryCode(country) || readPhone(phone, country).ok;
    },
    {
      path: ['phone'],
      message: PHONE_FORM_MESSAGE,
      when: (payload: { value: unknown }) => {
        const v = payload.value as Record<string, unknown> | null | undefined;
        if (typeof v !== 'object' || v === null || typeof v.phone !== 'string') return false;
        const phone = v.phone.trim();
        return phone !== '' && phone.length <= PHONE_TYPED_MAX && looksLikePhone(phone);
      },
    },
  );
}

const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLong));

export const addressFormSchema = z
  .object({
    name: requiredText(ADDRESS_NAME_MAX),
    // typed as people write numbers (spaces, dashes, + or 00, Arabic-Indic digits); sent as the API keeps them
    // (toAddressInput); whether it is a number of the address's country is checked below, with the country
    phone: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, required),
        z.maxLength(PHONE_TYPED_MAX, tooLong),
        z.refine(looksLikePhone, 'checkout:address.validation.phoneDigits'),
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
  })
  .check(phoneOfItsCountry());
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

/** The phone as the API keeps it: digits only, with the country code (the schema has checked it reads). */
function storedPhone(typed: string, country: CountryCode): string {
  const reading = readPhone(typed, country);
  return reading.ok ? reading.digits : typed.replace(/\D/g, '');
}

/** What the form sends (contract: Address without `id`): optional fields left empty are null. */
export function toAddressInput(values: AddressFormValues): AddressInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    phone: storedPhone(values.phone, values.country),
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
    // she reads (and corrects) the number as it is shown everywhere: grouped, with its country code
    phone: address?.phone ? formatPhone(address.phone, address.country ?? fallbackCountry) : '',
    email: address?.email ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    country: address?.country ?? fallbackCountry,
    details: address?.details ?? '',
    isDefault: address?.isDefault ?? false,
  };
}
