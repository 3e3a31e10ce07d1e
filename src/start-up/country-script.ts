import { COUNTRIES, DEFAULT_COUNTRY } from '@/config/countries';
import { COUNTRY_SWITCH_ATTRIBUTE } from '@/lib/country';
import { storageKeys } from '@/lib/storage';
import { APP_STARTED_EVENT } from './app-started';
import { inlineScript } from './inline-script';

/**
 * An inline head script (start-up/head-scripts.tsx; the switch's attribute, which the app reads too, is
 * lib/country's). Before the first paint it names the currency of her stored country on the document
 * (`data-currency` on <html>): a price drawn in another one, as a product page prerendered in dinars has until her
 * own prices arrive, is hidden (src/index.css), so she never sees a price she would not pay. And a country chosen
 * in the header before the page's scripts have run is stored and the page reloaded, as changeCountry does once
 * they have. The switch is in the prerendered HTML (on a phone in the menu, which opens without scripts) and would
 * otherwise show her choice and change nothing. It stands down when the app starts: React handles the switch from
 * then on. Self-contained (start-up/inline-script).
 */
export function countryBeforeScripts(
  /** each country's currency, by its code */
  currencies: Record<string, string>,
  defaultCountry: string,
  storageKey: string,
  /** the attribute of the header's country switch (lib/country) */
  switchAttribute: string,
  startedEvent: string,
): void {
  try {
    const known = (code: unknown): code is string =>
      typeof code === 'string' && Object.prototype.hasOwnProperty.call(currencies, code);
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(storageKey);
    } catch {
      // storage blocked: the default country's currency
    }
    document.documentElement.setAttribute(
      'data-currency',
      currencies[known(stored) ? stored : defaultCountry] ?? '',
    );
    const onChange = (event: Event) => {
      const target = event.target as HTMLSelectElement | null;
      if (target && target.hasAttribute && target.hasAttribute(switchAttribute) && known(target.value)) {
        try {
          localStorage.setItem(storageKey, target.value);
        } catch {
          // storage blocked: the reload shows the same country, as the app's switch would
        }
        location.reload();
      }
    };
    document.addEventListener('change', onChange);
    addEventListener(startedEvent, () => document.removeEventListener('change', onChange));
  } catch {
    // an old browser: the app's switch works once the scripts run
  }
}

/** The values the script is given (its arguments), from the shop's constants. */
export const countryArgs = (): Parameters<typeof countryBeforeScripts> => [
  Object.fromEntries(COUNTRIES.map((country) => [country.code, country.currency])),
  DEFAULT_COUNTRY,
  storageKeys.country,
  COUNTRY_SWITCH_ATTRIBUTE,
  APP_STARTED_EVENT,
];

/** The script's text, for the build's render only. */
export const countryBeforeScriptsScript = () => inlineScript(countryBeforeScripts, ...countryArgs());
