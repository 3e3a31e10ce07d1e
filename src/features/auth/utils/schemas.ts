import { z } from 'zod/mini';
import { COUNTRY_CODES } from '@/config/countries';
import {
  ageOn,
  isLettersOnly,
  MIN_AGE,
  NAME_MAX,
  NAME_MIN,
  OTP_LENGTH,
  parseIsoDate,
  passwordChecks,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@/lib/rules';
import { emailFieldSchema } from '@/lib/schemas';
import { HEARD_FROM } from '../api/register';

// Messages are i18n keys, translated when shown, so a language switch re-words errors without losing input.
const required = 'feedback:validation.required';

const email = emailFieldSchema;

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, required),
    z.minLength(NAME_MIN, 'auth:validation.nameMin'),
    z.maxLength(NAME_MAX, 'feedback:validation.nameMax'),
    z.refine(isLettersOnly, 'auth:validation.nameLetters'),
  );

export const password = z
  .string()
  .check(
    z.minLength(1, required),
    z.minLength(PASSWORD_MIN, 'auth:validation.passwordMin'),
    z.maxLength(PASSWORD_MAX, 'feedback:validation.passwordMax'),
    z.refine(passwordChecks.upper, 'auth:validation.passwordUpper'),
    z.refine(passwordChecks.lower, 'auth:validation.passwordLower'),
    z.refine(passwordChecks.number, 'auth:validation.passwordNumber'),
    z.refine(passwordChecks.special, 'auth:validation.passwordSpecial'),
  );

// The match check must run even while other fields are still invalid (zod skips object refinements then).
const passwordsMatch = {
  path: ['confirmPassword'],
  message: 'auth:validation.passwordsMatch',
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirmPassword?: unknown };
    return (
      typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword.length > 0
    );
  },
};
const sameConfirmation = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .check(z.minLength(1, required), z.maxLength(PASSWORD_MAX, 'feedback:validation.passwordMax')),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const registerSchema = z
  .object({
    firstName: name,
    lastName: name,
    email,
    password,
    confirmPassword: z.string().check(z.minLength(1, required)),
    country: z.enum(COUNTRY_CODES, required),
    birthDate: z.string().check(
      z.minLength(1, required),
      z.refine((v) => parseIsoDate(v) !== null, 'auth:validation.birthDate'),
      z.refine((v) => {
        const date = parseIsoDate(v);
        return date === null || ageOn(date) >= MIN_AGE;
      }, 'auth:validation.age'),
    ),
    heardFrom: z.enum(HEARD_FROM, required),
  })
  .check(z.refine(sameConfirmation, passwordsMatch));
export type RegisterValues = z.input<typeof registerSchema>;

export const resetEmailSchema = z.object({ email });
export const otpSchema = z.object({
  otp: z.string().check(z.trim(), z.minLength(1, required), z.length(OTP_LENGTH, 'auth:validation.otp')),
});
export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string().check(z.minLength(1, required)) })
  .check(z.refine(sameConfirmation, passwordsMatch));
