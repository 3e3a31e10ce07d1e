import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { i18next } from '@/lib/i18n';
import { giftNoteFormSchema, promoErrorMessage, promoFormSchema } from './cart-forms';

beforeAll(async () => {
  await i18next.loadNamespaces(['cart']);
});

const t = (key: string, lang: 'en' | 'ar') =>
  (i18next.getFixedT(lang, 'cart') as unknown as (k: string) => string)(key.replace(/^cart:/, ''));

describe('promo code messages (spec 5)', () => {
  it('asks for a code before applying, in English and Arabic', () => {
    for (const value of ['', '   ']) {
      const result = promoFormSchema.safeParse({ code: value });
      expect(result.success).toBe(false);
      const key = result.error!.issues[0]!.message;
      expect(t(key, 'en')).toBe('Please enter a promo code before applying');
      expect(t(key, 'ar')).toBe('يرجى إدخال رمز الخصم قبل التطبيق');
    }
    expect(promoFormSchema.safeParse({ code: ' WELCOME10 ' }).data).toEqual({ code: 'WELCOME10' });
    expect(promoFormSchema.safeParse({ code: 'X'.repeat(41) }).success).toBe(false);
  });

  it('shows the server’s own message for a refused code, its field message first', () => {
    const refused = new ApiError({
      kind: 'http',
      status: 422,
      serverMessage: { en: 'The promo code SUMMER2024 has expired.', ar: 'منتهي' },
      fieldErrors: { promoCode: 'The promo code SUMMER2024 has expired.' },
    });
    expect(promoErrorMessage(refused, 'fallback')).toBe('The promo code SUMMER2024 has expired.');
    const noField = new ApiError({
      kind: 'http',
      status: 422,
      serverMessage: { en: '“NOPE” is not a valid promo code.' },
    });
    expect(promoErrorMessage(noField, 'fallback')).toBe('“NOPE” is not a valid promo code.');
  });

  it('says the failure’s own words when the server could not answer', () => {
    const offline = new ApiError({ kind: 'network' });
    expect(promoErrorMessage(offline, 'fallback')).toBe(offline.message);
    expect(promoErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});

describe('gift note', () => {
  it('takes up to 250 characters', () => {
    expect(giftNoteFormSchema.safeParse({ giftNote: '' }).success).toBe(true);
    expect(giftNoteFormSchema.safeParse({ giftNote: 'x'.repeat(250) }).success).toBe(true);
    expect(giftNoteFormSchema.safeParse({ giftNote: 'x'.repeat(251) }).success).toBe(false);
  });
});
