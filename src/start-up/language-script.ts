import { env } from '@/config/env';
import { AR_PREFIX } from '@/config/paths';
import { LANGUAGE_CHOICE_PARAM } from '@/lib/language-before-scripts';
import { storageKeys } from '@/lib/storage';
import { inlineScript } from './inline-script';

/**
 * Runs before anything paints (start-up/head-scripts.tsx writes it into every page's head at build time). The
 * language she shops in is her choice (spec 1: stored under 'language'): an /ar page stores 'ar', an unprefixed
 * page 'en'. The provider's, Google's and the e-mails' returns are unprefixed, so an unprefixed page opened with
 * Arabic stored goes to its /ar twin instead, whatever page the browser names as where she came from: a provider
 * that sends her straight back (Google for a returning shopper, a card payment that needs no confirmation) leaves
 * the shop's own /ar page as the Referer, which once counted as her choice of English (issue 36, finding 1).
 *
 * She reaches an English page with Arabic stored only by choosing English: the language switch stores 'en' first
 * or, pressed before the page's scripts ran (a plain link), links to the twin marked `?lang=en`
 * (withEnglishChoice). The mark leaves the address here, before the router or anything else reads it. The SPA
 * fallback, written once for every path, takes the language of the address. The API's own paths (the mock's
 * Google and card pages) are left alone. LanguageFromUrl (root.tsx) keeps the same rule for moves inside the app.
 * Self-contained (start-up/inline-script).
 */
export function languageBeforeScripts(
  /** the API's own paths, left alone (the mock's Google and card pages) */
  apiPrefix: string,
  arPrefix: string,
  /** the mark of her choice of English in an address (withEnglishChoice) */
  choiceParam: string,
  storageKey: string,
): void {
  try {
    const path = location.pathname;
    if (path.indexOf(apiPrefix) === 0) return;
    let english = false;
    const url = new URL(location.href);
    const query = url.searchParams;
    if (query.has(choiceParam)) {
      english = query.get(choiceParam) === 'en';
      query.delete(choiceParam);
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
    if (path === arPrefix || path.indexOf(`${arPrefix}/`) === 0) {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
      localStorage.setItem(storageKey, 'ar');
    } else if (localStorage.getItem(storageKey) === 'ar' && !english)
      location.replace(arPrefix + (path === '/' ? '' : path) + location.search + location.hash);
    else localStorage.setItem(storageKey, 'en');
  } catch {
    // storage blocked or an old browser: the page stays in the language of its address
  }
}

/** The values the script is given (its arguments), from the shop's constants. */
export const languageArgs = (): Parameters<typeof languageBeforeScripts> => [
  `${env.API_URL}/`,
  AR_PREFIX,
  LANGUAGE_CHOICE_PARAM,
  storageKeys.language,
];

/** The script's text, for the build's render only. */
export const languageBeforeScriptsScript = () => inlineScript(languageBeforeScripts, ...languageArgs());
