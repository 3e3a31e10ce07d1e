import { z } from 'zod';

// Messages are i18n keys, translated when shown, so a language switch re-words errors without losing input.
export const notifySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'feedback:validation.required')
    .min(2, 'catalog:notify.nameMin')
    .max(80, 'catalog:notify.nameMax'),
  email: z.string().trim().min(1, 'feedback:validation.required').pipe(z.email('feedback:validation.email')),
});
export type NotifyValues = z.infer<typeof notifySchema>;
