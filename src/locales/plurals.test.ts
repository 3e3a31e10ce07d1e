import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '@/lib/i18n';

// Arabic has no English fallback (src/lib/i18n.ts), and i18next looks a counted key up only under the form of
// its count's category (`_two` for 2, `_few` for 3–10, `_many` for 11–99…), never under `_other`: a counted key
// missing one of Arabic's forms showed her its raw name (the cart's `unavailable.notice` did for two pieces).
// Every namespace is walked, so a counted key added later is held to the same rule.

type Resource = Record<string, unknown>;
const modules = {
  en: import.meta.glob<Resource>('./en/*.ts', { eager: true, import: 'default' }),
  ar: import.meta.glob<Resource>('./ar/*.ts', { eager: true, import: 'default' }),
};
const namespaces = (lang: 'en' | 'ar') =>
  Object.fromEntries(
    Object.entries(modules[lang]).map(([file, words]) => [/\/(\w+)\.ts$/.exec(file)![1], words]),
  );
const resources = { en: namespaces('en'), ar: namespaces('ar') };

const categories = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
const SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => leaves(v, [...path, key]));
  return [];
}

/** The counted keys of a namespace: every key that has a plural form in English or in Arabic. */
function countedKeys(ns: string): string[] {
  const keys = [...leaves(resources.en[ns]), ...leaves(resources.ar[ns])].map(([key]) => key);
  return [...new Set(keys.filter((key) => SUFFIX.test(key)).map((key) => key.replace(SUFFIX, '')))].sort();
}

const forms = (lang: 'en' | 'ar', ns: string) => new Map(leaves(resources[lang][ns]));
const allNamespaces = Object.keys(resources.ar).sort();

// Counts that reach each of Arabic's categories: 0 zero; 1 one; 2 two; 3–10 few; 11–99 many; 100–102 other.
const COUNTS = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 111, 1000];

describe('counted words in Arabic', () => {
  it('walks the same namespaces in both languages, and Arabic has six forms to give', () => {
    expect(allNamespaces).toEqual(Object.keys(resources.en).sort());
    expect(allNamespaces.length).toBeGreaterThan(0);
    expect([...categories('ar')].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(new Set(COUNTS.map((n) => new Intl.PluralRules('ar').select(n)))).toEqual(
      new Set(categories('ar')),
    );
  });

  it('has every form of every counted key in Arabic, and one and other in English', () => {
    const missing = allNamespaces.flatMap((ns) => {
      const ar = forms('ar', ns);
      const en = forms('en', ns);
      return countedKeys(ns).flatMap((key) => [
        ...categories('ar')
          .filter((c) => !ar.has(`${key}_${c}`))
          .map((c) => `ar ${ns}:${key}_${c}`),
        ...categories('en')
          .filter((c) => !en.has(`${key}_${c}`))
          .map((c) => `en ${ns}:${key}_${c}`),
      ]);
    });
    expect(missing).toEqual([]);
  });

  it('shows words, never a key’s name or an empty slot, for any count, through the shop’s own i18next options', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ ...i18nOptions, lng: 'ar', ns: allNamespaces, resources });
    const shown = allNamespaces.flatMap((ns) =>
      countedKeys(ns).flatMap((key) =>
        COUNTS.map((count) => {
          const text = String(i18n.t(key, { ns, count, country: 'الكويت', q: 'عباية' } as never));
          return { at: `${ns}:${key} (${count})`, text };
        }),
      ),
    );
    const broken = shown.filter(({ text }) => text === '' || text.includes('{{') || /^[\w.]+$/.test(text));
    expect(broken.map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });

  // The counted nouns of the shop, singular and plural. After a number from 3 to 10 the noun is plural
  // ('3 قطع'); from 11 on it is singular ('11 قطعة', '100 قطعة').
  const NOUNS = [
    { singular: ['قطعة', 'قطعةً'], plural: ['قطع'] },
    { singular: ['لون', 'لوناً'], plural: ['ألوان'] },
  ];
  it('agrees the noun with the number: plural after 3 to 10, singular after 11 and more', () => {
    const wrong = allNamespaces.flatMap((ns) =>
      leaves(resources.ar[ns]).flatMap(([key, text]) => {
        const category = SUFFIX.exec(key)?.[1];
        const noun = /\{\{count\}\}\s+(\S+?)[،.:\s]/.exec(`${text} `)?.[1];
        if (!category || !noun) return [];
        const pair = NOUNS.find(({ singular, plural }) => [...singular, ...plural].includes(noun));
        if (!pair) return [];
        const wants =
          category === 'few' ? pair.plural : ['many', 'other'].includes(category) ? pair.singular : null;
        return wants && !wants.includes(noun) ? [`${ns}:${key}: ${text}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });
});
