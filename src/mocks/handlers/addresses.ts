import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { COUNTRY_CODES } from '@/config/countries';
import {
  ADDRESS_NAME_MAX,
  CITY_MAX,
  DETAILS_MAX,
  PHONE_MAX,
  PHONE_MIN,
  STATE_MAX,
  ZIP_MAX,
} from '@/domain/address-rules';
import { EMAIL_MAX } from '@/domain/account-rules';
import type { Address } from '@/domain/schemas';
import { Table } from '../db';
import { apiPath, authenticate, errorResponse, readBody, type Localized } from '../utils';

/**
 * Bounds of an address's fields: spec 5 names the required ones; the lengths are the address form's, so what
 * the form lets through the server takes.
 */
export const ADDRESS_LIMITS = {
  nameMax: ADDRESS_NAME_MAX,
  phoneMin: PHONE_MIN,
  phoneMax: PHONE_MAX,
  cityMax: CITY_MAX,
  stateMax: STATE_MAX,
  zipMax: ZIP_MAX,
  detailsMax: DETAILS_MAX,
  perUser: 20,
} as const;

export type AddressRow = Address & { userId: string };

/** Noora's two addresses in Bahrain: home in Adliya (the default) and her mother's house in Riffa. */
export const seedAddresses = (): AddressRow[] => [
  {
    id: 1,
    userId: 'u-1001',
    name: 'Noora Alkhalifa',
    phone: '97333123456',
    email: 'noora@example.com',
    city: 'Manama',
    state: 'Capital Governorate',
    zip: '317',
    country: 'bh',
    details: 'Building 1021, Road 3621, Block 336, Flat 12, Adliya',
    isDefault: true,
  },
  {
    id: 2,
    userId: 'u-1001',
    name: 'Noora Alkhalifa',
    phone: '97333123456',
    email: null,
    city: 'Riffa',
    state: 'Southern Governorate',
    zip: '907',
    country: 'bh',
    details: 'Villa 118, Road 1907, Block 919, East Riffa',
    isDefault: false,
  },
];
// Version 2: the seed gained the Riffa address, so a browser's saved table from version 1 is seeded again.
export const addresses = new Table<AddressRow>('addresses', seedAddresses, 2);

export const toAddress = ({ userId: _userId, ...address }: AddressRow): Address => address;

const required = (max: number) => z.string().trim().min(1).max(max);
/** An optional text: absent, null and blank all mean none. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const addressInputSchema = z.object({
  name: required(ADDRESS_LIMITS.nameMax),
  phone: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${ADDRESS_LIMITS.phoneMin},${ADDRESS_LIMITS.phoneMax}}$`)),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email().nullable()),
  city: required(ADDRESS_LIMITS.cityMax),
  state: optional(ADDRESS_LIMITS.stateMax),
  zip: optional(ADDRESS_LIMITS.zipMax),
  country: z.enum(COUNTRY_CODES),
  details: required(ADDRESS_LIMITS.detailsMax),
  isDefault: z.boolean().optional().default(false),
});

const fieldMessages: Record<string, Localized> = {
  name: {
    en: `Enter the customer name (up to ${ADDRESS_LIMITS.nameMax} characters).`,
    ar: `اكتبي اسم المستلمة (إلى ${ADDRESS_LIMITS.nameMax} حرف).`,
  },
  phone: {
    en: `Enter the phone number in digits only (${ADDRESS_LIMITS.phoneMin} to ${ADDRESS_LIMITS.phoneMax} digits).`,
    ar: `اكتبي رقم الهاتف بالأرقام فقط (من ${ADDRESS_LIMITS.phoneMin} إلى ${ADDRESS_LIMITS.phoneMax} رقماً).`,
  },
  email: { en: 'Invalid email address', ar: 'البريد الإلكتروني غير صحيح' },
  city: {
    en: `Enter the city (up to ${ADDRESS_LIMITS.cityMax} characters).`,
    ar: `اكتبي المدينة (إلى ${ADDRESS_LIMITS.cityMax} حرف).`,
  },
  state: {
    en: `The state can have up to ${ADDRESS_LIMITS.stateMax} characters.`,
    ar: `يجب ألا تزيد المنطقة على ${ADDRESS_LIMITS.stateMax} حرف.`,
  },
  zip: {
    en: `The postal code can have up to ${ADDRESS_LIMITS.zipMax} characters.`,
    ar: `يجب ألا يزيد الرمز البريدي على ${ADDRESS_LIMITS.zipMax} حرفاً.`,
  },
  country: { en: 'Choose the country.', ar: 'اختاري الدولة.' },
  details: {
    en: `Enter the address: street, building and flat (up to ${ADDRESS_LIMITS.detailsMax} characters).`,
    ar: `اكتبي العنوان: الشارع والمبنى والشقة (إلى ${ADDRESS_LIMITS.detailsMax} حرف).`,
  },
  isDefault: {
    en: 'Default must be true or false.',
    ar: 'يجب أن تكون قيمة العنوان الافتراضي true أو false.',
  },
};
const fieldMessage = (field: string): Localized =>
  fieldMessages[field] ?? { en: 'This field is not valid.', ar: 'هذا الحقل غير صحيح.' };

const addressNotFound: Localized = { en: 'This address was not found.', ar: 'لم نجد هذا العنوان.' };

function addressIdOf(param: unknown): number | null {
  return typeof param === 'string' && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

/** Makes `id` her only default address. */
function setDefault(userId: string, id: number): void {
  for (const row of addresses.filter((r) => r.userId === userId && r.isDefault !== (r.id === id))) {
    addresses.update(
      (r) => r.id === row.id,
      (r) => ({ ...r, isDefault: r.id === id }),
    );
  }
}

export const findUserAddress = (userId: string, id: number): AddressRow | undefined =>
  addresses.find((row) => row.userId === userId && row.id === id);

export const addressHandlers = [
  http.get(apiPath('/user/addresses'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    // The default first, then the newest.
    const list = addresses
      .filter((row) => row.userId === auth.user.id)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id)
      .map(toAddress);
    return HttpResponse.json({ addresses: list });
  }),

  http.post(apiPath('/user/addresses'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const body = await readBody(request, addressInputSchema, fieldMessage);
    if ('response' in body) return body.response;
    const hers = addresses.filter((row) => row.userId === auth.user.id);
    if (hers.length >= ADDRESS_LIMITS.perUser) {
      return errorResponse(422, {
        en: `You can keep up to ${ADDRESS_LIMITS.perUser} addresses. Delete one you no longer use first.`,
        ar: `يمكنكِ حفظ ${ADDRESS_LIMITS.perUser} عنواناً على الأكثر. احذفي أولاً عنواناً لا تستخدمينه.`,
      });
    }
    const id = addresses.all().reduce((max, row) => Math.max(max, row.id), 0) + 1;
    const row: AddressRow = { ...body.data, id, userId: auth.user.id, isDefault: false };
    addresses.insert(row);
    // Her first address is her default; a new one asked to be the default takes over.
    if (hers.length === 0 || body.data.isDefault) setDefault(auth.user.id, id);
    return HttpResponse.json({ address: toAddress(findUserAddress(auth.user.id, id)!) }, { status: 201 });
  }),

  http.put(apiPath('/user/addresses/:id'), async ({ request, params }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const id = addressIdOf(params.id);
    const existing = id === null ? undefined : findUserAddress(auth.user.id, id);
    if (!existing || id === null) return errorResponse(404, addressNotFound);
    const body = await readBody(request, addressInputSchema, fieldMessage);
    if ('response' in body) return body.response;
    // The default stays the default until another address takes over: she always has one.
    addresses.update(
      (r) => r.id === id,
      (r) => ({ ...r, ...body.data, isDefault: r.isDefault }),
    );
    if (body.data.isDefault) setDefault(auth.user.id, id);
    return HttpResponse.json({ address: toAddress(findUserAddress(auth.user.id, id)!) });
  }),

  http.delete(apiPath('/user/addresses/:id'), async ({ request, params }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const id = addressIdOf(params.id);
    const existing = id === null ? undefined : findUserAddress(auth.user.id, id);
    if (!existing) return errorResponse(404, addressNotFound);
    addresses.remove((r) => r.id === existing.id);
    if (existing.isDefault) {
      // The newest of the others becomes the default.
      const next = addresses.filter((r) => r.userId === auth.user.id).sort((a, b) => b.id - a.id)[0];
      if (next) setDefault(auth.user.id, next.id);
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
