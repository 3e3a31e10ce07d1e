export type Lang = 'en' | 'ar';

const THREE_DECIMALS = new Set(['BHD', 'KWD', 'OMR']);
const formatters = new Map<string, Intl.NumberFormat>();

export function currencyDecimals(currency: string): number {
  return THREE_DECIMALS.has(currency.toUpperCase()) ? 3 : 2;
}

/** Spec 9's fallback currency, for a code Intl cannot format (the API sent '' or 'BH'). */
const FALLBACK_CURRENCY = 'BHD';

function formatter(code: string, lang: Lang): Intl.NumberFormat {
  // Intl throws on a code that is not three letters: the price would take the page down with it
  if (!/^[A-Z]{3}$/.test(code)) return formatter(FALLBACK_CURRENCY, lang);
  const key = `${lang}:${code}`;
  let cached = formatters.get(key);
  if (!cached) {
    const digits = currencyDecimals(code);
    cached = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en', {
      style: 'currency',
      currency: code,
      currencyDisplay: lang === 'ar' ? 'symbol' : 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** The one money formatter. Arabic uses Latin digits, as Gulf shops print prices (docs/decisions/0003). */
export function formatPrice(amount: number, currency: string, lang: Lang): string {
  return formatter(currency.toUpperCase(), lang).format(amount);
}

/** The currency as the prices write it: 'BHD' in English, 'د.ب.' in Arabic. */
export function currencyLabel(currency: string, lang: Lang): string {
  const code = currency.toUpperCase();
  const part = formatter(code, lang)
    .formatToParts(1)
    .find((p) => p.type === 'currency');
  return part?.value.trim() ?? code;
}
