import { describe, expect, it, vi } from 'vitest';
import { currencyDecimals, currencyLabel, formatPrice } from './money';

describe('formatPrice', () => {
  it.each([
    ['BHD', 'BHD 12.500'],
    ['SAR', 'SAR 12.50'],
    ['AED', 'AED 12.50'],
    ['KWD', 'KWD 12.500'],
    ['QAR', 'QAR 12.50'],
    ['OMR', 'OMR 12.500'],
  ])('formats %s in English with its own decimals', (currency, expected) => {
    expect(formatPrice(12.5, currency, 'en').replace(/\s/g, ' ')).toBe(expected);
  });

  it.each([
    ['BHD', '12.500', 'د.ب'],
    ['SAR', '12.50', 'ر.س'],
    ['AED', '12.50', 'د.إ'],
    ['KWD', '12.500', 'د.ك'],
    ['QAR', '12.50', 'ر.ق'],
    ['OMR', '12.500', 'ر.ع'],
  ])('formats %s in Arabic with Latin digits and the Arabic symbol', (currency, amount, symbol) => {
    const text = formatPrice(12.5, currency, 'ar');
    expect(text).toContain(amount);
    expect(text).toContain(symbol);
  });

  it('rounds to the currency decimals rather than cutting them', () => {
    expect(formatPrice(4.9, 'BHD', 'en')).toContain('4.900');
    expect(formatPrice(48.7549, 'SAR', 'en')).toContain('48.75');
    expect(formatPrice(1234.5, 'AED', 'en')).toContain('1,234.50');
  });

  it('knows which currencies have three decimals', () => {
    expect(['BHD', 'KWD', 'OMR', 'SAR', 'AED', 'QAR'].map(currencyDecimals)).toEqual([3, 3, 3, 2, 2, 2]);
  });
});

describe('currencyLabel', () => {
  it.each(['BHD', 'SAR', 'AED', 'KWD', 'QAR', 'OMR'])(
    'names %s as its prices write it, in both languages',
    (currency) => {
      const label = currencyLabel(currency, 'ar');
      expect(formatPrice(3, currency, 'ar')).toContain(label);
      expect(label).not.toMatch(/[A-Z]/);
      expect(currencyLabel(currency, 'en')).toBe(currency);
    },
  );

  it('names the currency in English without asking Intl, as English prices write it, the fallback too', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const labels = ['BHD', 'sar', '', '<b>'].map((code) => currencyLabel(code, 'en'));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    expect(labels).toEqual(['BHD', 'SAR', 'BHD', 'BHD']);
    expect(formatPrice(3, 'sar', 'en')).toContain('SAR');
    expect(formatPrice(3, '<b>', 'en')).toContain('BHD');
  });

  it("writes the Bahraini dinar 'د.ب.' on Arabic pages, not 'BHD'", () => {
    expect(currencyLabel('BHD', 'ar')).toBe('د.ب.');
  });
});

describe('formatPrice with a currency the API should not have sent', () => {
  it('shows the price in spec 9’s fallback currency instead of throwing', () => {
    for (const code of ['', 'BH', 'B D', 'bhd ', '<b>', '€'])
      expect(formatPrice(38, code, 'en'), JSON.stringify(code)).toBe(formatPrice(38, 'BHD', 'en'));
    expect(formatPrice(38, 'bhd', 'ar')).toBe(formatPrice(38, 'BHD', 'ar'));
  });
});
