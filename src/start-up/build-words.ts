import { initReactI18next } from 'react-i18next';
import { i18next, i18nOptions } from '@/lib/i18n';
import type { Lang } from '@/lib/money';

// Only used at build time (src/entry.server.tsx): every page is rendered in the language of its path, with all
// its words at hand. The entry hands them over (its `import.meta.glob`): a glob here, behind start-up's one door,
// would put every word into the browser's first chunk too.
/** The shop's locale files by path (`./locales/en/common.ts`), loaded. */
export type LocaleFiles = Record<string, { default: Record<string, unknown> }>;

let ready: Promise<unknown> | undefined;

/** i18next with every word of the shop, in `lang` (pages are rendered one at a time: prerender concurrency 1). */
export async function buildWordsIn(lang: Lang, locales: LocaleFiles): Promise<void> {
  ready ??= i18next.isInitialized ? Promise.resolve() : initWithAllWords(locales);
  await ready;
  await i18next.changeLanguage(lang);
}

function initWithAllWords(locales: LocaleFiles) {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, module] of Object.entries(locales)) {
    const [, lang, ns] = /\/locales\/(\w+)\/([\w-]+)\.ts$/.exec(file) ?? [];
    if (!lang || !ns) continue;
    (resources[lang] ??= {})[ns] = module.default;
  }
  return i18next.use(initReactI18next).init({
    ...i18nOptions,
    resources,
    lng: 'en',
    ns: Object.keys(resources.en ?? {}),
    react: { useSuspense: false },
    initAsync: false,
  });
}
