import i18next, { type BackendModule, type InitOptions, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { local, storageKeys } from './storage';
import type { Lang } from './money';

export const LANGUAGES: readonly Lang[] = ['en', 'ar'];
export const DEFAULT_NS = 'common';

// One lazy chunk per language and namespace: only the active language loads (Arabic has every key, so it needs
// no English fallback: src/types/translation.ts).
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.ts');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'ar';
}

export function getStoredLanguage(): Lang {
  const stored = local.get(storageKeys.language);
  return isLang(stored) ? stored : 'en';
}

export function applyDocumentLanguage(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

export function currentLang(): Lang {
  return isLang(i18next.resolvedLanguage)
    ? i18next.resolvedLanguage
    : isLang(i18next.language)
      ? i18next.language
      : 'en';
}

let ready: Promise<unknown> = Promise.resolve();

/**
 * Loads namespaces once i18next is initialized (before that, it would not know the language yet). Asked before
 * initI18n has even started (a module's first lines, e.g. the API layer's 'feedback'), it waits for it: a
 * load asked too early used to do nothing, and a failed call then read 'errors.network' on the collection.
 */
export function loadNamespaces(ns: string[]): Promise<void> {
  if (i18next.isInitialized) return ready.then(() => i18next.loadNamespaces(ns));
  return new Promise<void>((resolve) => {
    i18next.on('initialized', () => void i18next.loadNamespaces(ns).then(() => resolve()));
  });
}

/**
 * A screen's words, from its one list (src/app/route-words.ts), which its `handle.i18n` names too: the entry files
 * preload them for the first page, and the screen's clientLoader awaits them with this.
 */
export function loadRouteWords(words: readonly string[]): Promise<void> {
  return loadNamespaces([...words]);
}

/** Starts i18next in `lang` with `ns` (and `common`) loading at once, in parallel. */
export function initI18n(lang: Lang = getStoredLanguage(), ns: string[] = []): Promise<typeof i18next> {
  const done = setUp(lang, [...new Set([DEFAULT_NS, ...ns])]);
  ready = done.catch(() => undefined);
  return done;
}

/**
 * How the shop's i18next speaks, wherever it is started: in the browser (initI18n: words loaded lazily, per
 * namespace) and at build time (entry.server.tsx: every word at hand, to prerender the pages).
 */
export const i18nOptions = {
  fallbackLng: { ar: [], default: ['en'] },
  supportedLngs: LANGUAGES as Lang[],
  defaultNS: DEFAULT_NS,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
} satisfies InitOptions;

async function setUp(lang: Lang, ns: string[]): Promise<typeof i18next> {
  applyDocumentLanguage(lang);
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', (lng) => {
      if (isLang(lng)) applyDocumentLanguage(lng);
    });
    await i18next
      .use(lazyBackend)
      .use(initReactI18next)
      .init({ ...i18nOptions, lng: lang, ns, react: { useSuspense: true } });
  } else {
    if (i18next.language !== lang) await i18next.changeLanguage(lang);
    await i18next.loadNamespaces(ns);
  }
  return i18next;
}

/** The language of the page she is on is hers (spec 1, 'language'): unprefixed returns open it. */
export function rememberLanguage(lang: Lang): void {
  if (local.get(storageKeys.language) !== lang) local.set(storageKeys.language, lang);
}

/**
 * Her choice of language (spec 1): remembered, and its words loaded for every namespace in use, so the page in
 * that language renders at once when the address changes to it (root.tsx follows the address).
 */
export async function chooseLanguage(lang: Lang): Promise<void> {
  rememberLanguage(lang);
  await ready;
  await i18next.loadLanguages(lang);
}

export async function changeLanguage(lang: Lang): Promise<void> {
  local.set(storageKeys.language, lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
