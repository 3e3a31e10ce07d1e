import { describe, expect, it } from 'vitest';
import { isLettersOnly, toLatinDigits } from './account-rules';

describe('isLettersOnly', () => {
  it('takes names in Latin and Arabic letters, with the marks written over them', () => {
    for (const name of ['Noora', 'نورة', 'مُنى', 'مُحَمَّد', 'Zoe\u0308', 'Zoë', 'عبدالله'])
      expect(isLettersOnly(name), name).toBe(true);
  });

  it('refuses spaces, digits, signs and a mark on its own', () => {
    for (const name of ['Noora Ali', 'Noora1', 'Noora!', '\u064Eنورة', '', '<b>'])
      expect(isLettersOnly(name), name).toBe(false);
  });
});

describe('toLatinDigits', () => {
  it("writes an Arabic keyboard's digits as Latin ones and leaves the rest", () => {
    expect(toLatinDigits('٣٣١٢٣٤٥٦')).toBe('33123456');
    expect(toLatinDigits('+973 ٣٩')).toBe('+973 39');
  });
});
