// The cart's two small forms (spec 5): the promo code and the gift note. Messages are i18n keys.
import { z } from 'zod/mini';
import { isApiError } from '@/lib/api-error';
import { formDraft } from '@/domain/form-draft';
import { GIFT_NOTE_MAX, PROMO_CODE_MAX } from '@/domain/order-limits';

export const promoFormSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'cart:promo.required'),
      z.maxLength(PROMO_CODE_MAX, 'cart:promo.tooLong'),
    ),
});
export type PromoFormValues = z.infer<typeof promoFormSchema>;

/** The code she is typing, kept through a sign-in (domain/form-draft.ts): a code of up to the code's limit. */
export const promoCodeDraft = formDraft(
  'promoCode',
  z.object({ code: z.string().check(z.minLength(1), z.maxLength(PROMO_CODE_MAX)) }),
);

export const giftNoteFormSchema = z.object({
  giftNote: z.string().check(z.maxLength(GIFT_NOTE_MAX, 'cart:gift.tooLong')),
});
export type GiftNoteFormValues = z.infer<typeof giftNoteFormSchema>;

/**
 * The message shown next to the promo field when the quote refuses a code: the server's own words in her
 * language for a 422 (its field message if it gave one), else the failure's message (network, 500…).
 */
export function promoErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 422) {
      return error.fieldErrors.promoCode ?? error.message;
    }
    return error.message || fallback;
  }
  return fallback;
}
