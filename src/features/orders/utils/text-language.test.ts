import { describe, expect, it } from 'vitest';
import { textLanguage } from './text-language';

describe('textLanguage', () => {
  it.each([
    ['Your bank declined the payment with the card ending in 0002.', 'en'],
    ['رفض البنك الدفع بالبطاقة المنتهية بـ 0002.', 'ar'],
    ['رفض البنك الدفع بالبطاقة Visa المنتهية بـ 0002.', 'ar'],
    ['Declined by the bank (البنك).', 'en'],
    ['0002 — 12/27', null],
  ])('reads %j as %s', (text, lang) => {
    expect(textLanguage(text)).toBe(lang);
  });
});
