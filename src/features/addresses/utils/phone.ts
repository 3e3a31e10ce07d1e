// Phone numbers as people type them ("+973 3312 3456", "00966 50 123 4567", "3312-3456") and as the API keeps
// them: digits only, the country code included (contract: Address.phone; spec 5: "phone only digits"). The
// address form reads what she typed with the address's country; every screen shows the stored digits grouped,
// with a leading + and the country code. Lives in lib because the form (addresses) and every screen that shows a
// number read it, and the mock API keeps to the same digits-only rule (address-rules.ts).
import type { CountryCode } from '@/config/countries';
import { toLatinDigits } from '@/domain/account-rules';

type NumberingPlan = {
  /** the country calling code */
  dial: string;
  /** how many digits a number has after the country code */
  lengths: readonly number[];
  /** a 0 written before the number at home (050 123 4567), dropped after the country code */
  trunkZero: boolean;
  /** how a number of each length is grouped when shown */
  groups: Readonly<Record<number, readonly number[]>>;
  /** an example mobile number, for the form's hint */
  example: string;
};

export const PHONE_PLANS: Readonly<Record<CountryCode, NumberingPlan>> = {
  bh: { dial: '973', lengths: [8], trunkZero: false, groups: { 8: [4, 4] }, example: '33123456' },
  sa: { dial: '966', lengths: [9], trunkZero: true, groups: { 9: [2, 3, 4] }, example: '501234567' },
  ae: {
    dial: '971',
    lengths: [8, 9],
    trunkZero: true,
    groups: { 8: [1, 3, 4], 9: [2, 3, 4] },
    example: '501234567',
  },
  kw: { dial: '965', lengths: [8], trunkZero: false, groups: { 8: [4, 4] }, example: '50012345' },
  qa: { dial: '974', lengths: [8], trunkZero: false, groups: { 8: [4, 4] }, example: '33123456' },
  om: { dial: '968', lengths: [8], trunkZero: false, groups: { 8: [4, 4] }, example: '92123456' },
};

/** E.164: at most 15 digits with the country code; 8 is the shortest number with a code we can dial. */
const INTERNATIONAL_MIN = 8;
const INTERNATIONAL_MAX = 15;

// What people put between digits (spaces of any kind, dashes, dots, brackets) and the direction marks a number
// copied from an Arabic page carries.
const SEPARATORS =
  /[\s\u00a0\u2000-\u200b\u202f\u2010-\u2015\u2212\-.()\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Whether what she typed is written like a phone number at all: digits and separators, a + or 00 only first. */
export function looksLikePhone(typed: string): boolean {
  const text = toLatinDigits(typed).replace(SEPARATORS, '');
  return /^\+?\d+$/.test(text);
}

export type PhoneReading = { ok: true; digits: string } | { ok: false; reason: 'characters' | 'length' };

const PLANS = Object.values(PHONE_PLANS);

/** A number written with its country code (after + or 00): a Gulf one must have its country's length. */
function readInternational(digits: string): PhoneReading {
  const plan = PLANS.find((p) => digits.startsWith(p.dial));
  if (!plan) {
    return digits.length >= INTERNATIONAL_MIN && digits.length <= INTERNATIONAL_MAX
      ? { ok: true, digits }
      : { ok: false, reason: 'length' };
  }
  // "+966 050 123 4567": the home 0 kept after the code
  const national = nationalNumber(digits.slice(plan.dial.length), plan);
  return national === null ? { ok: false, reason: 'length' } : { ok: true, digits: plan.dial + national };
}

/**
 * The number without its home 0 (where a country has one, no number there starts with 0 after it), when it has the
 * country's length; else null.
 */
function nationalNumber(digits: string, plan: NumberingPlan): string | null {
  const national = plan.trunkZero && digits.startsWith('0') ? digits.slice(1) : digits;
  return plan.lengths.includes(national.length) ? national : null;
}

/**
 * What she typed in a phone field, read as the API keeps it: digits only, with the country code. Spaces, dashes,
 * dots and brackets are ignored, Arabic-Indic digits are digits, a leading + or 00 starts the country code; a
 * number without one is a number of `country` (the address's), its home 0 dropped.
 */
export function readPhone(typed: string, country: CountryCode): PhoneReading {
  const text = toLatinDigits(typed).replace(SEPARATORS, '');
  const international = text.startsWith('+') ? text.slice(1) : text.startsWith('00') ? text.slice(2) : null;
  const body = international ?? text;
  if (!/^\d+$/.test(body)) return { ok: false, reason: 'characters' };
  if (international !== null) return readInternational(international);

  const plan = PHONE_PLANS[country];
  const national = nationalNumber(body, plan);
  if (national !== null) return { ok: true, digits: plan.dial + national };
  // her country's code typed without the + ("97333123456"), or another Gulf country's
  const withCode = readInternational(body);
  return withCode.ok && PLANS.some((p) => body.startsWith(p.dial))
    ? withCode
    : { ok: false, reason: 'length' };
}

function group(national: string, plan: NumberingPlan): string {
  const sizes = plan.groups[national.length] ?? [national.length];
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(national.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * A stored number as she reads it: + and the country code, then the number in its country's groups
 * ("+973 3312 3456", "+966 50 123 4567"). A number kept without its code (saved before the shop added it) is read
 * as one of `country`, the address's. A number of a country outside the Gulf is shown with its + and as stored.
 */
export function formatPhone(stored: string, country: CountryCode): string {
  const digits = toLatinDigits(stored).replace(/\D/g, '');
  if (digits === '') return stored.trim();
  for (const plan of PLANS) {
    const national = digits.slice(plan.dial.length);
    if (digits.startsWith(plan.dial) && plan.lengths.includes(national.length)) {
      return `+${plan.dial} ${group(national, plan)}`;
    }
  }
  const plan = PHONE_PLANS[country];
  const national = nationalNumber(digits, plan);
  if (national !== null) return `+${plan.dial} ${group(national, plan)}`;
  return `+${digits}`;
}

/** The country's example number, at home and with its code ("3312 3456", "+973 3312 3456"), for a hint. */
export function phoneExample(country: CountryCode): { national: string; international: string } {
  const plan = PHONE_PLANS[country];
  return {
    national: group(plan.example, plan),
    international: formatPhone(plan.dial + plan.example, country),
  };
}
