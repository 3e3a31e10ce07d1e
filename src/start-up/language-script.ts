import { env } from '@/config/env';
import { AR_PREFIX } from '@/config/paths';
import { LANGUAGE_CHOICE_PARAM } from '@/lib/language-before-scripts';
import { storageKeys } from '@/lib/storage';

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
 *
 * A function, called only in the build's render: its `JSON.stringify` calls stay out of the browser's bundle.
 */
export function languageBeforeScriptsScript(): string {
  const prefixed = (p: string) =>
    `(${p}===${JSON.stringify(AR_PREFIX)}||${p}.indexOf(${JSON.stringify(`${AR_PREFIX}/`)})===0)`;
  return `(function(){try{var p=location.pathname,f=0;if(p.indexOf(${JSON.stringify(`${env.API_URL}/`)})===0)return;var u=new URL(location.href),q=u.searchParams,c=${JSON.stringify(LANGUAGE_CHOICE_PARAM)};if(q.has(c)){f=q.get(c)==='en';q.delete(c);history.replaceState(history.state,'',u.pathname+u.search+u.hash)}var s=localStorage,k=${JSON.stringify(storageKeys.language)};if(${prefixed('p')}){document.documentElement.lang='ar';document.documentElement.dir='rtl';s.setItem(k,'ar')}else if(s.getItem(k)==='ar'&&!f)location.replace(${JSON.stringify(AR_PREFIX)}+(p==='/'?'':p)+location.search+location.hash);else s.setItem(k,'en')}catch(e){}})()`;
}
