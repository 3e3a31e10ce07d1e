import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';
import { ProductList } from '@/features/catalog/components/product-list';

export default function ProductsRoute() {
  const { t } = useTranslation('catalog');
  usePageMeta(t('list.metaTitle'), t('list.metaDescription'));
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8 lg:pt-14">
      <header className="mb-8 max-w-2xl">
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">
          {t('list.eyebrow')}
        </p>
        <h1 className="text-3xl leading-tight font-semibold text-balance sm:text-5xl">{t('list.title')}</h1>
        <p className="mt-4 text-base leading-relaxed text-ink-soft sm:text-lg">{t('list.intro')}</p>
      </header>
      <ProductList />
    </div>
  );
}
