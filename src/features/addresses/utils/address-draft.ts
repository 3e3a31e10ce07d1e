import { z } from 'zod/mini';
import { COUNTRY_CODES } from '@/config/countries';
import {
  ADDRESS_NAME_MAX,
  CITY_MAX,
  DETAILS_MAX,
  PHONE_MAX,
  STATE_MAX,
  ZIP_MAX,
} from '@/domain/address-rules';
import { formDraft } from '@/domain/form-draft';
import { EMAIL_MAX } from '@/domain/account-rules';
import type { AddressFormValues } from './address-schema';

/** A field as far as she got: anything up to what the field lets her type. */
const upTo = (max: number) => z.string().check(z.maxLength(max));

const addressDraftSchema = z.object({
  name: upTo(ADDRESS_NAME_MAX),
  // the field takes a few more than the limit (spaces, an Arabic keyboard's digits) and says so on sending
  phone: upTo(PHONE_MAX + 5),
  email: upTo(EMAIL_MAX),
  city: upTo(CITY_MAX),
  state: upTo(STATE_MAX),
  zip: upTo(ZIP_MAX),
  country: z.enum(COUNTRY_CODES),
  details: upTo(DETAILS_MAX),
  isDefault: z.boolean(),
}) satisfies z.ZodMiniType<AddressFormValues>;

/** The new address she is typing at checkout, kept through a sign-in (domain/form-draft.ts). */
export const newAddressDraft = formDraft<AddressFormValues>('newAddress', addressDraftSchema);

/** Whether she has typed anything of her own (the country and the default box come preset). */
export const hasTyped = (values: Partial<AddressFormValues>): boolean =>
  (['name', 'phone', 'email', 'city', 'state', 'zip', 'details'] as const).some((field) =>
    Boolean(values[field]?.trim()),
  );
