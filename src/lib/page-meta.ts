import type { MetaDescriptor } from 'react-router';
import { langOfPath, localizePath, stripLang, type PathLang } from '@/config/paths';
import { i18next } from '@/lib/i18n';

/** The longest title and description a page sets: what a tab, a bookmark or a search result shows anyway. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/**
 * Text from the API cut to `max` characters (whole code points, so an emoji or an Arabic letter is never split),
 * with an ellipsis when it was longer. Line breaks become spaces: a title is one line.
 */
export function boundedText(text: string, max: number): string {
  const chars = [...text.replace(/[\r\n]+/g, ' ')];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const SITE_URL: string = import.meta.env.VITE_SITE_URL;
const translate = i18next.t as unknown as (
  key: string,
  options: { ns: string; lng: PathLang } & Record<string, unknown>,
) => string;

/**
 * The words of a page's `meta`, in the language of its address. Not i18next's current language: on the
 * language switch the router renders the page's meta for the new address before root.tsx switches i18next to it.
 * The route's clientLoader has loaded them (loadWordsOf; after her first switch i18next loads every namespace in
 * both languages).
 */
export function metaWords(pathname: string) {
  const lng = langOfPath(pathname);
  return (key: string, ns: string, values: Record<string, unknown> = {}): string =>
    translate(key, { ...values, ns, lng });
}

/** "Page — Tafseel" in the address's language: the page's part bounded (a piece's name comes from the API). */
function titled(page: string, pathname: string): MetaDescriptor {
  const brand = metaWords(pathname)('brand.name', 'common');
  const bounded = boundedText(page, TITLE_MAX);
  return { title: bounded ? `${bounded} — ${brand}` : brand };
}

type MetaContext = {
  location: { pathname: string };
  /** the matched routes' meta, the page's own last (React Router's MetaArgs.matches) */
  matches: readonly ({ meta: readonly MetaDescriptor[] } | undefined)[];
};

/**
 * The `meta` of a screen of the SPA fallback (her account, the cart, sign-in…): its title, and its description or
 * the shop's (the nearest parent's: a route's meta replaces its parents' whole). No canonical or language links:
 * the one file served for all these paths cannot carry them (pageMeta). No personal data: the title is the
 * screen's name, or an order's number.
 */
export function screenMeta({ location, matches }: MetaContext, title: string, description?: string) {
  const shop = matches
    .slice(0, -1)
    .flatMap((match) => match?.meta ?? [])
    .findLast((entry) => 'name' in entry && entry.name === 'description');
  return [
    titled(title, location.pathname),
    ...(description
      ? [{ name: 'description', content: boundedText(description, DESCRIPTION_MAX) }]
      : shop
        ? [shop]
        : []),
  ] satisfies MetaDescriptor[];
}

/**
 * A prerendered page's `meta` (React Router renders it into the document's head): its title and description in
 * the language being rendered, its canonical address and its twin in each language (absolute, from SITE_URL), so
 * the page carries them from its first byte. `prefix` is the namespace and key of the page's words:
 * `pageMeta('content', 'about', pathname)` reads `about.metaTitle`. The SPA fallback, one file for every other
 * path, carries none of the links: it cannot know its page.
 */
export function pageMeta(ns: string, prefix: string, pathname: string): MetaDescriptor[] {
  const t = metaWords(pathname);
  return metaOf(t(`${prefix}.metaTitle`, ns), t(`${prefix}.metaDescription`, ns), pathname);
}

/**
 * The same for a page whose title and description are the API's text (a piece's name and description),
 * bounded.
 */
export function metaOf(title: string, description: string, pathname: string): MetaDescriptor[] {
  const page = stripLang(pathname);
  const url = (lang: PathLang) => `${SITE_URL}${localizePath(page, lang)}`;
  return [
    titled(title, pathname),
    { name: 'description', content: boundedText(description, DESCRIPTION_MAX) },
    { tagName: 'link', rel: 'canonical', href: url(langOfPath(pathname)) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: url('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
  ];
}
