import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@/config/countries';
import { local, storageKeys } from './storage';
import { browser } from './browser';

export function getCountryCode(): CountryCode {
  const stored = local.get(storageKeys.country);
  return isCountryCode(stored) ? stored : DEFAULT_COUNTRY;
}

/** Spec 4 "Country selection": the choice is stored and the page reloads, so every price is fetched anew. */
export function changeCountry(code: CountryCode): void {
  if (!isCountryCode(code)) return;
  local.set(storageKeys.country, code);
  browser.reload();
}
