export const COUNTRY_CODES = ['bh', 'sa', 'ae', 'kw', 'qa', 'om'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export type Country = {
  code: CountryCode;
  /** i18n key under common:countries */
  name: `countries.${CountryCode}`;
  currency: 'BHD' | 'SAR' | 'AED' | 'KWD' | 'QAR' | 'OMR';
  /** symbol as shoppers in the country write it */
  symbol: { en: string; ar: string };
  flag: string;
};

export const COUNTRIES: readonly Country[] = [
  { code: 'bh', name: 'countries.bh', currency: 'BHD', symbol: { en: 'BD', ar: 'د.ب' }, flag: '🇧🇭' },
  { code: 'sa', name: 'countries.sa', currency: 'SAR', symbol: { en: 'SR', ar: 'ر.س' }, flag: '🇸🇦' },
  { code: 'ae', name: 'countries.ae', currency: 'AED', symbol: { en: 'AED', ar: 'د.إ' }, flag: '🇦🇪' },
  { code: 'kw', name: 'countries.kw', currency: 'KWD', symbol: { en: 'KD', ar: 'د.ك' }, flag: '🇰🇼' },
  { code: 'qa', name: 'countries.qa', currency: 'QAR', symbol: { en: 'QR', ar: 'ر.ق' }, flag: '🇶🇦' },
  { code: 'om', name: 'countries.om', currency: 'OMR', symbol: { en: 'OMR', ar: 'ر.ع' }, flag: '🇴🇲' },
];

export const DEFAULT_COUNTRY: CountryCode = 'bh';

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function getCountry(code: CountryCode): Country {
  return COUNTRIES.find((c) => c.code === code) ?? (COUNTRIES[0] as Country);
}
