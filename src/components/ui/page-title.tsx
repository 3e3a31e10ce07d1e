import { useEffect } from 'react';
import { i18next } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';

/** Sets the document title ("Page — Tafseel") and meta description in the current language. */
export function usePageMeta(title: string, description?: string) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} — ${brand}` : brand;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, brand]);
}

type MetaDescriptor = { title: string } | { name: string; content: string };
const translate = i18next.t as unknown as (key: string, options: { ns: string }) => string;

/**
 * A route module's `meta` (React Router renders it into the document's head): the page's title and description
 * in the language being rendered, so a prerendered page carries its own from its first byte. `prefix` is the
 * namespace and key of the page's words, e.g. `pageMeta('content', 'about')` reads `about.metaTitle`.
 */
export function pageMeta(ns: string, prefix: string): MetaDescriptor[] {
  const brand = translate('brand.name', { ns: 'common' });
  return [
    { title: `${translate(`${prefix}.metaTitle`, { ns })} — ${brand}` },
    { name: 'description', content: translate(`${prefix}.metaDescription`, { ns }) },
  ];
}
