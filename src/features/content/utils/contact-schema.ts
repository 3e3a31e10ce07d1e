import { z } from 'zod';
import { NAME_MIN } from '@/lib/rules';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

// Messages are i18n keys, translated when shown, so a language switch re-words errors without losing input.
const required = 'feedback:validation.required';

export const contactSchema = z.object({
  name: z.string().trim().min(1, required).min(NAME_MIN, 'content:contact.nameMin'),
  email: z.string().trim().min(1, required).pipe(z.email('feedback:validation.email')),
  message: z
    .string()
    .trim()
    .min(1, required)
    .min(MESSAGE_MIN, 'content:contact.messageMin')
    .max(MESSAGE_MAX, 'content:contact.messageMax'),
});
export type ContactValues = z.infer<typeof contactSchema>;
