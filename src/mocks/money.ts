// The mock server's currency conversion, with the contract's figures. Prices are stored in BHD and
// converted for the X-Country-Code country when they are read, as the real server does.
import { getCountry, type CountryCode } from '@/config/countries';
import { currencyDecimals } from '@/lib/money';
import type { Product } from '@/domain/schemas';

/** 1 BHD in each country's currency (contract: "Figures for the mock API"). */
export const BHD_RATES: Record<CountryCode, number> = {
  bh: 1,
  sa: 9.95,
  ae: 9.74,
  kw: 0.815,
  qa: 9.66,
  om: 1.02,
};

/** Fees per item or order, in BHD (contract: business rules and mock figures). */
export const FEES_BHD = { customSize: 2.9, customStyle: 5, homeMeasurement: 4.9 } as const;

/** Delivery outside Bahrain, per order, in BHD. */
export const DELIVERY_FEE_BHD = 3.5;

export function currencyFor(country: CountryCode): string {
  return getCountry(country).currency;
}

/** Rounds an amount to the currency's decimals (3 for BHD, KWD, OMR; 2 for the others). */
export function roundMoney(amount: number, currency: string): number {
  // Through decimal text, so that 2.9 × 9.95 = 28.855 rounds up as on paper, not down as 28.854999….
  const digits = currencyDecimals(currency);
  const clean = Number(amount.toFixed(10));
  return Number(`${Math.round(Number(`${clean}e${digits}`))}e-${digits}`);
}

/** An amount in BHD, in the country's currency, rounded to its decimals. */
export function fromBhd(amountBhd: number, country: CountryCode): number {
  return roundMoney(amountBhd * BHD_RATES[country], currencyFor(country));
}

/** A product stored in BHD, priced for the country: base price, currency and fees. */
export function priceProduct(product: Product, country: CountryCode): Product {
  return {
    ...product,
    p_price: fromBhd(product.p_price, country),
    currency: currencyFor(country),
    fees: {
      customSize: fromBhd(product.fees.customSize, country),
      customStyle: fromBhd(product.fees.customStyle, country),
      homeMeasurement: fromBhd(product.fees.homeMeasurement, country),
    },
  };
}
