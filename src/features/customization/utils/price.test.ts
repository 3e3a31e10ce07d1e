import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/money';
import { makeBasicProduct, makeCustomProduct } from '@/testing/custom-product';
import { priceBreakdown } from './price';

// The same piece as the server prices it in each country (38.5 BHD, fees 5 / 2.9 / 4.9 BHD, contract rates).
const priced = [
  {
    currency: 'BHD',
    p_price: 38.5,
    fees: { customStyle: 5, customSize: 2.9, homeMeasurement: 4.9 },
    total: 46.4,
    shown: 'BHD 46.400',
  },
  {
    currency: 'SAR',
    p_price: 383.08,
    fees: { customStyle: 49.75, customSize: 28.86, homeMeasurement: 48.76 },
    total: 461.69,
    shown: 'SAR 461.69',
  },
  {
    currency: 'AED',
    p_price: 374.99,
    fees: { customStyle: 48.7, customSize: 28.25, homeMeasurement: 47.73 },
    total: 451.94,
    shown: 'AED 451.94',
  },
  {
    currency: 'KWD',
    p_price: 31.378,
    fees: { customStyle: 4.075, customSize: 2.364, homeMeasurement: 3.994 },
    total: 37.817,
    shown: 'KWD 37.817',
  },
  {
    currency: 'QAR',
    p_price: 371.91,
    fees: { customStyle: 48.3, customSize: 28.01, homeMeasurement: 47.33 },
    total: 448.22,
    shown: 'QAR 448.22',
  },
  {
    currency: 'OMR',
    p_price: 39.27,
    fees: { customStyle: 5.1, customSize: 2.958, homeMeasurement: 4.998 },
    total: 47.328,
    shown: 'OMR 47.328',
  },
];

const designers = { isDefault: true };
const another = { isDefault: false };

describe('the price breakdown', () => {
  it('is the base price alone for a piece in the designer’s (default) cut and a standard size', () => {
    const breakdown = priceBreakdown(makeCustomProduct(), {
      combination: designers,
      measurementType: 'standard',
    });
    expect(breakdown.lines).toEqual([{ key: 'base', amount: 38.5 }]);
    expect(breakdown.total).toBe(38.5);
    expect(breakdown.added).toBe(0);
  });

  it('adds the custom style fee for a combination other than the default, and the custom size fee', () => {
    const breakdown = priceBreakdown(makeCustomProduct(), {
      combination: another,
      measurementType: 'custom',
    });
    expect(breakdown.lines.map((l) => l.key)).toEqual(['base', 'customStyle', 'customSize']);
    expect(breakdown.total).toBe(46.4);
    // what her choices add to the base price, for the page's price line
    expect(breakdown.added).toBe(7.9);
  });

  it('charges no custom style fee before a cut is chosen, nor ever on a basic piece', () => {
    const unchosen = priceBreakdown(makeCustomProduct(), { combination: null, measurementType: 'standard' });
    expect(unchosen.lines.map((l) => l.key)).toEqual(['base']);
    const breakdown = priceBreakdown(makeBasicProduct(), {
      combination: another,
      measurementType: 'standard',
    });
    expect(breakdown.lines.map((l) => l.key)).toEqual(['base']);
  });

  it('keeps the home visit fee out of the piece price, shown apart as a per-order fee', () => {
    const breakdown = priceBreakdown(makeCustomProduct(), {
      combination: designers,
      measurementType: 'home',
    });
    expect(breakdown.total).toBe(38.5);
    expect(breakdown.homeMeasurementFee).toBe(4.9);
  });

  it.each(priced)('adds up and formats in $currency', ({ currency, p_price, fees, total, shown }) => {
    const product = makeCustomProduct({ currency, p_price, fees });
    const breakdown = priceBreakdown(product, { combination: another, measurementType: 'custom' });
    expect(breakdown.currency).toBe(currency);
    expect(breakdown.total).toBe(total);
    expect(formatPrice(breakdown.total, breakdown.currency, 'en').replace(/\u00a0/g, ' ')).toBe(shown);
  });
});
