import { z } from 'zod/mini';
import { MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, NAME_MIN } from '@/domain/account-rules';
import { emailFieldSchema } from '@/domain/schemas';

// Messages are i18n keys, translated when shown, so a language switch re-words errors without losing input.
const required = 'feedback:validation.required';

export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.minLength(NAME_MIN, 'content:contact.nameMin'),
      z.maxLength(NAME_MAX, 'feedback:validation.nameMax'),
    ),
  email: emailFieldSchema,
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.minLength(MESSAGE_MIN, 'content:contact.messageMin'),
      z.maxLength(MESSAGE_MAX, 'content:contact.messageMax'),
    ),
});
export type ContactValues = z.infer<typeof contactSchema>;
