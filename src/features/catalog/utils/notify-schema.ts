import { z } from 'zod/mini';

// Messages are i18n keys, translated when shown, so a language switch re-words errors without losing input.
export const notifySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'feedback:validation.required'),
      z.minLength(2, 'catalog:notify.nameMin'),
      z.maxLength(80, 'catalog:notify.nameMax'),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'feedback:validation.required')),
    z.email('feedback:validation.email'),
  ),
});
export type NotifyValues = z.infer<typeof notifySchema>;
