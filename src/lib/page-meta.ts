import { useEffect } from 'react';
import { langOfPath, localizePath, stripLang, type PathLang } from '@/config/paths';
import { i18next } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';

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

/** Sets the document title ("Page — Tafseel") and meta description in the current language. */
export function usePageMeta(title: string, description?: string) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    // a piece's name comes from the API: a 10,000-character one still makes a title of one short line
    const page = boundedText(title, TITLE_MAX);
    document.title = page ? `${page} — ${brand}` : brand;
    if (description) {
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute('content', boundedText(description, DESCRIPTION_MAX));
    }
  }, [title, description, brand]);
}

type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string };

const SITE_URL: string = import.meta.env.VITE_SITE_URL;
const translate = i18next.t as unknown as (key: string, options: { ns: string }) => string;

/**
 * A prerendered page's `meta` (React Router renders it into the document's head): its title and description in
 * the language being rendered, its canonical address and its twin in each language (absolute, from SITE_URL), so
 * the page carries them from its first byte. `prefix` is the namespace and key of the page's words:
 * `pageMeta('content', 'about', pathname)` reads `about.metaTitle`. The SPA fallback, one file for every other
 * path, carries none of the links: it cannot know its page.
 */
export function pageMeta(ns: string, prefix: string, pathname: string): MetaDescriptor[] {
  return metaOf(
    translate(`${prefix}.metaTitle`, { ns }),
    translate(`${prefix}.metaDescription`, { ns }),
    pathname,
  );
}

/**
 * The same for a page whose title and description are the API's text (a prerendered piece's name and
 * description), bounded as usePageMeta bounds them.
 */
export function metaOf(title: string, description: string, pathname: string): MetaDescriptor[] {
  const brand = translate('brand.name', { ns: 'common' });
  const page = stripLang(pathname);
  const url = (lang: PathLang) => `${SITE_URL}${localizePath(page, lang)}`;
  return [
    { title: `${boundedText(title, TITLE_MAX)} — ${brand}` },
    { name: 'description', content: boundedText(description, DESCRIPTION_MAX) },
    { tagName: 'link', rel: 'canonical', href: url(langOfPath(pathname)) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: url('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
  ];
}
