import { z } from 'zod/mini';
import { NAME_MIN } from '@/lib/rules';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

// Messages are i18n keys, translated when shown, so a language switch re-words errors without losing input.
const required = 'feedback:validation.required';

export const contactSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, required), z.minLength(NAME_MIN, 'content:contact.nameMin')),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, required)), z.email('feedback:validation.email')),
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
