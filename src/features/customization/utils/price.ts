// The price of one piece as she has configured it, line by line (spec: base, custom style fee when the
// combination is not the default one, custom size fee for a custom size). The server has already
// converted every figure.
import { currencyDecimals } from '@/lib/money';
import type { Combination, MeasurementType, Product } from '@/domain/schemas';
import { chargesCustomStyle } from './combinations';

export type PriceLine = { key: 'base' | 'customStyle' | 'customSize'; amount: number };
export type PriceBreakdown = {
  lines: PriceLine[];
  total: number;
  /** what her choices add to the base price (the fees that apply), 0 when none does */
  added: number;
  currency: string;
  /** the home visit fee, charged once per order rather than per piece; null unless she chose a visit */
  homeMeasurementFee: number | null;
};

export function roundMoney(amount: number, currency: string): number {
  const factor = 10 ** currencyDecimals(currency);
  return Math.round(amount * factor) / factor;
}

export function priceBreakdown(
  product: Pick<Product, 'p_price' | 'currency' | 'fees' | 'style'>,
  choice: {
    /** the combination the piece is made in (null: a basic piece, or a custom one not chosen yet) */
    combination: Pick<Combination, 'isDefault'> | null;
    measurementType: MeasurementType | null;
  },
): PriceBreakdown {
  const lines: PriceLine[] = [{ key: 'base', amount: product.p_price }];
  if (chargesCustomStyle(product, choice.combination))
    lines.push({ key: 'customStyle', amount: product.fees.customStyle });
  if (choice.measurementType === 'custom') lines.push({ key: 'customSize', amount: product.fees.customSize });
  const total = roundMoney(
    lines.reduce((sum, line) => sum + line.amount, 0),
    product.currency,
  );
  return {
    lines,
    total,
    added: roundMoney(total - product.p_price, product.currency),
    currency: product.currency,
    homeMeasurementFee: choice.measurementType === 'home' ? product.fees.homeMeasurement : null,
  };
}
