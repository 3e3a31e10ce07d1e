import { z } from 'zod/mini';
import {
  birthDateSchema,
  countryFieldSchema,
  heardFromFieldSchema,
  nameSchema,
  passwordSchema,
  passwordsMatch,
  requiredMessage,
} from '@/domain/account-schemas';
import { OTP_LENGTH, PASSWORD_MAX } from '@/domain/account-rules';
import { emailFieldSchema } from '@/domain/schemas';

// Messages are i18n keys, translated when shown, so a language switch re-words errors without losing input.
// The account rules themselves (name, password, birth date) live in src/domain/account-schemas.ts: her details and
// her password change in the account use the same ones.
const required = requiredMessage;

const email = emailFieldSchema;
const name = nameSchema;
export const password = passwordSchema;

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
    country: countryFieldSchema,
    birthDate: birthDateSchema,
    heardFrom: heardFromFieldSchema,
  })
  .check(passwordsMatch('password'));
export type RegisterValues = z.input<typeof registerSchema>;

export const resetEmailSchema = z.object({ email });
export const otpSchema = z.object({
  otp: z.string().check(z.trim(), z.minLength(1, required), z.length(OTP_LENGTH, 'auth:validation.otp')),
});
export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string().check(z.minLength(1, required)) })
  .check(passwordsMatch('password'));
