import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageMeta, usePageMeta } from '@/lib/page-meta';
import { GRID_CLASSES } from '@/features/catalog/components/grid';
import { PageFilters } from '@/features/catalog/components/page-filters';
import type { ListControls } from '@/features/catalog/components/product-list';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['catalog'] };

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta('catalog', 'list', location.pathname);

// The page's header, filters and a skeleton grid are in the prerendered HTML; the list (cards, the catalog's
// calls) loads once the page has hydrated, so the largest paint, the header's text, never waits for it.
const ProductList = lazy(() =>
  import('@/features/catalog/components/product-list').then((m) => ({ default: m.ProductList })),
);

/** In the list's place while its code loads: a grid as tall as a screen. */
function ListLoading() {
  const { t } = useTranslation('catalog');
  return (
    <div className="min-h-screen space-y-8">
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        <span className="sr-only">{t('list.loading')}</span>
      </p>
      <div aria-hidden="true" className={GRID_CLASSES}>
        {Array.from({ length: 4 }, (_, i) => (
          <div
            key={i}
            className="aspect-[3/4] animate-pulse rounded-2xl bg-sand-200 motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}

export default function ProductsRoute() {
  const { t } = useTranslation('catalog');
  usePageMeta(t('list.metaTitle'), t('list.metaDescription'));
  // The prerendered page is hydrated as it was built; the list takes over after that.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The filters stay one instance from the first paint on; the list, once in, hands them its controls.
  const [controls, setControls] = useState<ListControls | null>(null);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8 lg:pt-14">
      <header className="mb-8 max-w-2xl">
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">
          {t('list.eyebrow')}
        </p>
        <h1 className="text-3xl leading-tight font-semibold text-balance sm:text-5xl">{t('list.title')}</h1>
        <p className="mt-4 text-base leading-relaxed text-ink-soft sm:text-lg">{t('list.intro')}</p>
      </header>
      <div className="space-y-8">
        <PageFilters hydrated={hydrated} controls={controls} />
        {hydrated ? (
          <Suspense fallback={<ListLoading />}>
            <ProductList onControls={setControls} />
          </Suspense>
        ) : (
          <ListLoading />
        )}
      </div>
    </div>
  );
}
