import { useSyncExternalStore } from 'react';
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@/config/countries';
import { local, storageKeys } from './storage';
import { browser } from './browser';

export function getCountryCode(): CountryCode {
  const stored = local.get(storageKeys.country);
  return isCountryCode(stored) ? stored : DEFAULT_COUNTRY;
}

const unchanging = () => () => {};

/**
 * The stored country, for rendering: the prerendered HTML shows the default, so hydration starts from it and the
 * stored one follows straight after (the choice reloads the page, so it never changes while she is on it).
 */
export function useCountryCode(): CountryCode {
  return useSyncExternalStore(unchanging, getCountryCode, () => DEFAULT_COUNTRY);
}

/** Spec 4 "Country selection": the choice is stored and the page reloads, so every price is fetched anew. */
export function changeCountry(code: CountryCode): void {
  if (!isCountryCode(code)) return;
  local.set(storageKeys.country, code);
  browser.reload();
}

/** The attribute of the header's country switches (app/layouts/switchers.tsx), which the head script listens to
 * (src/start-up/country-script.ts). */
export const COUNTRY_SWITCH_ATTRIBUTE = 'data-country-switch';
