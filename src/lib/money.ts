export type Lang = 'en' | 'ar';

const THREE_DECIMALS = new Set(['BHD', 'KWD', 'OMR']);
const formatters = new Map<string, Intl.NumberFormat>();

export function currencyDecimals(currency: string): number {
  return THREE_DECIMALS.has(currency.toUpperCase()) ? 3 : 2;
}

/** Spec 9's fallback currency, for a code Intl cannot format (the API sent '' or 'BH'). */
const FALLBACK_CURRENCY = 'BHD';
const THREE_LETTERS = /^[A-Z]{3}$/;
/** The locale prices are written in: Arabic with Latin digits, as Gulf shops print them (docs/decisions/0003). */
export const NUMBER_LOCALES: Record<Lang, string> = { en: 'en', ar: 'ar-u-nu-latn' };

function formatter(code: string, lang: Lang): Intl.NumberFormat {
  // Intl throws on a code that is not three letters: the price would take the page down with it
  if (!THREE_LETTERS.test(code)) return formatter(FALLBACK_CURRENCY, lang);
  const key = `${lang}:${code}`;
  let cached = formatters.get(key);
  if (!cached) {
    const digits = currencyDecimals(code);
    cached = new Intl.NumberFormat(NUMBER_LOCALES[lang], {
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

/**
 * The currency as the prices write it: 'BHD' in English, 'د.ب.' in Arabic. English prices show the code
 * (`currencyDisplay: 'code'`), so English asks Intl nothing: the header's country switch draws this label on every
 * page as it hydrates, and a page's first NumberFormat costs about 50 ms of a slow phone's CPU (decision 0037).
 */
export function currencyLabel(currency: string, lang: Lang): string {
  const code = currency.toUpperCase();
  if (lang === 'en') return THREE_LETTERS.test(code) ? code : FALLBACK_CURRENCY;
  const part = formatter(code, lang)
    .formatToParts(1)
    .find((p) => p.type === 'currency');
  return part?.value.trim() ?? code;
}
