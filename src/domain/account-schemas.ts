// Spec 5's account rules as zod/mini pieces, shared by the sign-up form (features/auth) and her details and
// password change in the account (features/profile). Messages are i18n keys, translated when shown.
import { z } from 'zod/mini';
import { COUNTRY_CODES } from '@/config/countries';
import {
  ageOn,
  isLettersOnly,
  MIN_AGE,
  NAME_MAX,
  NAME_MIN,
  passwordChecks,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './account-rules';
import { parseIsoDate } from '@/lib/iso-date';

/** How she heard about us (spec 3, User). */
export const HEARD_FROM = ['facebook', 'instagram', 'x', 'website', 'friend', 'other'] as const;
export type HeardFrom = (typeof HEARD_FROM)[number];

export const requiredMessage = 'feedback:validation.required';

/** A first or last name: at least 3 letters, letters only, no spaces. */
export const nameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.minLength(NAME_MIN, 'auth:validation.nameMin'),
    z.maxLength(NAME_MAX, 'feedback:validation.nameMax'),
    z.refine(isLettersOnly, 'auth:validation.nameLetters'),
  );

/** A new password: 8 or more, with an upper- and a lower-case letter, a digit and a special character. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(1, requiredMessage),
    z.minLength(PASSWORD_MIN, 'auth:validation.passwordMin'),
    z.maxLength(PASSWORD_MAX, 'feedback:validation.passwordMax'),
    z.refine(passwordChecks.upper, 'auth:validation.passwordUpper'),
    z.refine(passwordChecks.lower, 'auth:validation.passwordLower'),
    z.refine(passwordChecks.number, 'auth:validation.passwordNumber'),
    z.refine(passwordChecks.special, 'auth:validation.passwordSpecial'),
  );

/** A birth date (YYYY-MM-DD) of someone 16 or older. */
export const birthDateSchema = z.string().check(
  z.minLength(1, requiredMessage),
  z.refine((v) => parseIsoDate(v) !== null, 'auth:validation.birthDate'),
  z.refine((v) => {
    const date = parseIsoDate(v);
    return date === null || ageOn(date) >= MIN_AGE;
  }, 'auth:validation.age'),
);

export const countryFieldSchema = z.enum(COUNTRY_CODES, requiredMessage);
export const heardFromFieldSchema = z.enum(HEARD_FROM, requiredMessage);

/**
 * 'Passwords must match' on `confirmPassword`, checked even while other fields are still invalid (zod skips
 * object refinements then). Use as `.check(passwordsMatch('password'))`.
 */
export function passwordsMatch<K extends string>(field: K) {
  return z.refine(
    (value: unknown) => {
      const v = (value ?? {}) as Record<string, unknown>;
      return v[field] === v.confirmPassword;
    },
    {
      path: ['confirmPassword'],
      message: 'auth:validation.passwordsMatch',
      when: (payload: { value: unknown }) => {
        const v = payload.value as Record<string, unknown> | null | undefined;
        if (typeof v !== 'object' || v === null) return false;
        return (
          typeof v[field] === 'string' &&
          typeof v.confirmPassword === 'string' &&
          v.confirmPassword.length > 0
        );
      },
    },
  );
}
