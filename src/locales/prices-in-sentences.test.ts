import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/config/countries';
import { formatPrice } from '@/lib/money';
import { arabic, strings } from './arabic-strings';

// The variables that carry a formatted price into a sentence.
const MONEY = /\{\{\s*(fee|customSize|customStyle|price|total|amount|subtotal|added)\s*\}\}/;
const ALL_MONEY = new RegExp(MONEY.source, 'g');
// A mark of punctuation after the symbol's own full stop: 'د.ب..', 'ر.س.:', 'ر.س.،'.
const DOUBLED = /\.[\u200e\u200f\u061c\s]*[.:،,؛;!?؟]/;

describe('prices inside Arabic sentences', () => {
  // An Arabic price ends with its symbol's own full stop ('4.900 د.ب.'): a sentence that puts a full stop, a colon
  // or a comma after a price printed 'د.ب..', 'ر.س.:' or 'ر.س.،'. Such a sentence must put the price at its end
  // or before a word.
  it.each(COUNTRIES.map((country) => country.currency))(
    'never print punctuation after the symbol of %s',
    (currency) => {
      const price = formatPrice(4.9, currency, 'ar');
      const doubled = strings(arabic)
        .filter(([, text]) => MONEY.test(text))
        .map(([key, text]) => [key, text.replace(ALL_MONEY, price)] as const)
        .filter(([, text]) => DOUBLED.test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(doubled).toEqual([]);
    },
  );
});
