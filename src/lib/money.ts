export type Lang = 'en' | 'ar';

const THREE_DECIMALS = new Set(['BHD', 'KWD', 'OMR']);
const formatters = new Map<string, Intl.NumberFormat>();

export function currencyDecimals(currency: string): number {
  return THREE_DECIMALS.has(currency.toUpperCase()) ? 3 : 2;
}

/** The one money formatter. Arabic uses Latin digits, as Gulf shops print prices (docs/decisions/0003). */
export function formatPrice(amount: number, currency: string, lang: Lang): string {
  const code = currency.toUpperCase();
  const key = `${lang}:${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = currencyDecimals(code);
    formatter = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en', {
      style: 'currency',
      currency: code,
      currencyDisplay: lang === 'ar' ? 'symbol' : 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
