import { useEffect } from 'react';
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
