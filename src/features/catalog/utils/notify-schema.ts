import { z } from 'zod/mini';
import { NAME_MAX } from '@/domain/account-rules';
import { emailFieldSchema } from '@/domain/schemas';

// Messages are i18n keys, translated when shown, so a language switch re-words errors without losing input.
export const notifySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'feedback:validation.required'),
      z.minLength(2, 'catalog:notify.nameMin'),
      z.maxLength(NAME_MAX, 'catalog:notify.nameMax'),
    ),
  email: emailFieldSchema,
});
export type NotifyValues = z.infer<typeof notifySchema>;
