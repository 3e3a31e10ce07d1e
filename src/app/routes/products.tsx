import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/ui/page-title';
import { GRID_CLASSES } from '@/features/catalog/components/grid';
import { lazyWithData } from '@/lib/lazy';

// The page's header paints with the app; the list (filters, cards and the data layer under them) starts
// loading once that first paint is done, so the largest paint, the header's text, never waits for the
// catalog's code or data, nor shares the network with them (docs/decisions/0014).
const ProductList = lazyWithData(() =>
  import('@/features/catalog/components/product-list').then((m) => ({ default: m.ProductList })),
);

/** In the list's place while its code loads: as tall as a screen, so the footer stays out of sight. */
function ListLoading() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" className="min-h-screen space-y-8">
      <span className="sr-only">{t('list.loading')}</span>
      <div
        aria-hidden="true"
        className="h-11 max-w-xl animate-pulse rounded-full bg-sand-200 motion-reduce:animate-none"
      />
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
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // After the next frame is on screen: an effect alone may still run before the browser paints.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8 lg:pt-14">
      <header className="mb-8 max-w-2xl">
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">
          {t('list.eyebrow')}
        </p>
        <h1 className="text-3xl leading-tight font-semibold text-balance sm:text-5xl">{t('list.title')}</h1>
        <p className="mt-4 text-base leading-relaxed text-ink-soft sm:text-lg">{t('list.intro')}</p>
      </header>
      {painted ? (
        <Suspense fallback={<ListLoading />}>
          <ProductList />
        </Suspense>
      ) : (
        <ListLoading />
      )}
    </div>
  );
}
