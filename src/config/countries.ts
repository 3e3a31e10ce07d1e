export const COUNTRY_CODES = ['bh', 'sa', 'ae', 'kw', 'qa', 'om'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export type Country = {
  code: CountryCode;
  /** i18n key under common:countries */
  name: `countries.${CountryCode}`;
  currency: 'BHD' | 'SAR' | 'AED' | 'KWD' | 'QAR' | 'OMR';
};

export const COUNTRIES: readonly Country[] = [
  { code: 'bh', name: 'countries.bh', currency: 'BHD' },
  { code: 'sa', name: 'countries.sa', currency: 'SAR' },
  { code: 'ae', name: 'countries.ae', currency: 'AED' },
  { code: 'kw', name: 'countries.kw', currency: 'KWD' },
  { code: 'qa', name: 'countries.qa', currency: 'QAR' },
  { code: 'om', name: 'countries.om', currency: 'OMR' },
];

export const DEFAULT_COUNTRY: CountryCode = 'bh';

/** The one country where the shop's fitter visits (contract: home measurement is offered in Bahrain only). */
export const HOME_VISIT_COUNTRY: CountryCode = 'bh';

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function getCountry(code: CountryCode): Country {
  return COUNTRIES.find((c) => c.code === code) ?? (COUNTRIES[0] as Country);
}
