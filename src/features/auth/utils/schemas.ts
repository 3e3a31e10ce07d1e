import { z } from 'zod';
import { COUNTRY_CODES } from '@/config/countries';
import {
  ageOn,
  isLettersOnly,
  MIN_AGE,
  NAME_MIN,
  OTP_LENGTH,
  parseIsoDate,
  passwordChecks,
  PASSWORD_MIN,
} from '@/lib/rules';
import { HEARD_FROM } from '../api/register';

// Messages are i18n keys, translated when shown, so a language switch re-words errors without losing input.
const required = 'feedback:validation.required';

const email = z.string().trim().min(1, required).pipe(z.email('feedback:validation.email'));

const name = z
  .string()
  .trim()
  .min(1, required)
  .min(NAME_MIN, 'auth:validation.nameMin')
  .refine(isLettersOnly, 'auth:validation.nameLetters');

export const password = z
  .string()
  .min(1, required)
  .min(PASSWORD_MIN, 'auth:validation.passwordMin')
  .refine(passwordChecks.upper, 'auth:validation.passwordUpper')
  .refine(passwordChecks.lower, 'auth:validation.passwordLower')
  .refine(passwordChecks.number, 'auth:validation.passwordNumber')
  .refine(passwordChecks.special, 'auth:validation.passwordSpecial');

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

export const signInSchema = z.object({ email, password: z.string().min(1, required) });
export type SignInValues = z.infer<typeof signInSchema>;

export const registerSchema = z
  .object({
    firstName: name,
    lastName: name,
    email,
    password,
    confirmPassword: z.string().min(1, required),
    country: z.enum(COUNTRY_CODES, required),
    birthDate: z
      .string()
      .min(1, required)
      .refine((v) => parseIsoDate(v) !== null, 'auth:validation.birthDate')
      .refine((v) => {
        const date = parseIsoDate(v);
        return date === null || ageOn(date) >= MIN_AGE;
      }, 'auth:validation.age'),
    heardFrom: z.enum(HEARD_FROM, required),
  })
  .refine(sameConfirmation, passwordsMatch);
export type RegisterValues = z.input<typeof registerSchema>;

export const resetEmailSchema = z.object({ email });
export const otpSchema = z.object({
  otp: z.string().trim().min(1, required).length(OTP_LENGTH, 'auth:validation.otp'),
});
export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string().min(1, required) })
  .refine(sameConfirmation, passwordsMatch);
