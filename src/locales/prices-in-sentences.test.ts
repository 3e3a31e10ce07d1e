import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/money';
import arAccount from './ar/account';
import arAuth from './ar/auth';
import arCatalog from './ar/catalog';
import arCommon from './ar/common';
import arContent from './ar/content';
import arFeedback from './ar/feedback';
import arHome from './ar/home';
import arProduct from './ar/product';

// The variables that carry a formatted price into a sentence.
const MONEY = /\{\{\s*(fee|customSize|customStyle|price|total|amount|subtotal)\s*\}\}/;
const ALL_MONEY = new RegExp(MONEY.source, 'g');

function strings(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => strings(v, [...path, key]));
  return [];
}

const arabic = {
  account: arAccount,
  auth: arAuth,
  catalog: arCatalog,
  common: arCommon,
  content: arContent,
  feedback: arFeedback,
  home: arHome,
  product: arProduct,
};

describe('prices inside Arabic sentences', () => {
  // An Arabic price ends with its symbol's own full stop ('4.900 د.ب.'): a sentence that ends on a price
  // printed 'د.ب..'. Such a sentence must put the price elsewhere.
  it.each(['BHD', 'SAR', 'KWD'])('never print a doubled full stop after %s', (currency) => {
    const price = formatPrice(4.9, currency, 'ar');
    const doubled = strings(arabic)
      .filter(([, text]) => MONEY.test(text))
      .map(([key, text]) => [key, text.replace(ALL_MONEY, price)] as const)
      .filter(([, text]) => /\.[\u200e\u200f\s]*\./.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(doubled).toEqual([]);
  });
});
