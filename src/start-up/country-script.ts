import { COUNTRIES, DEFAULT_COUNTRY } from '@/config/countries';
import { COUNTRY_SWITCH_ATTRIBUTE } from '@/lib/country';
import { storageKeys } from '@/lib/storage';
import { APP_STARTED_EVENT } from './app-started';

/**
 * An inline head script (start-up/head-scripts.tsx; the switch's attribute, which the app reads too, is
 * lib/country's). Before the first paint it names the currency of her stored country on the document
 * (`data-currency` on <html>): a price drawn in another one, as a product page prerendered in dinars has until her
 * own prices arrive, is hidden (src/index.css), so she never sees a price she would not pay. And a country chosen
 * in the header before the page's scripts have run is stored and the page reloaded, as changeCountry does once
 * they have. The switch is in the prerendered HTML (on a phone in the menu, which opens without scripts) and would
 * otherwise show her choice and change nothing. It stands down when the app starts: React handles the switch from
 * then on.
 */
export const countryBeforeScriptsScript = `(function(){try{var c=${JSON.stringify(Object.fromEntries(COUNTRIES.map((country) => [country.code, country.currency])))},s=null;try{s=localStorage.getItem(${JSON.stringify(storageKeys.country)})}catch(x){}document.documentElement.setAttribute('data-currency',Object.prototype.hasOwnProperty.call(c,s)?c[s]:c[${JSON.stringify(DEFAULT_COUNTRY)}]);var h=function(e){var t=e.target;if(t&&t.hasAttribute&&t.hasAttribute(${JSON.stringify(COUNTRY_SWITCH_ATTRIBUTE)})&&Object.prototype.hasOwnProperty.call(c,t.value)){try{localStorage.setItem(${JSON.stringify(storageKeys.country)},t.value)}catch(x){}location.reload()}};document.addEventListener('change',h);addEventListener(${JSON.stringify(APP_STARTED_EVENT)},function(){document.removeEventListener('change',h)})}catch(e){}})()`;
