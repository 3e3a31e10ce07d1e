import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageMeta } from '@/lib/page-meta';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { revalidateOnPathOnly } from '@/lib/revalidate';
import { useHydrated } from '@/lib/use-hydrated';
import { getProductsAtBuild } from '@/features/catalog/api/products-at-build';
import { GRID_CLASSES } from '@/features/catalog/components/grid';
import { PageFilters } from '@/features/catalog/components/page-filters';
import type { ListControls } from '@/features/catalog/components/product-list';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/products';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('catalog', 'list', location.pathname);

/**
 * Runs only while the build prerenders the page (PRERENDER_API_URL, docs/decisions/0036): the collection's first
 * page as the API gave it then, drawn into the HTML so that its cards paint before any script. Without a catalog
 * API (the dev server, the e2e build) it has none, and the page is prerendered with a skeleton grid.
 */
export async function loader() {
  return { list: await getProductsAtBuild() };
}

/**
 * Moves within the shop have no build's page: the list asks the API (the build's `.data` is never asked for). What
 * the page needs comes in one step, beside its code (issue 38): its words, the live list's code, and the list's
 * first calls, which the page does not wait for (its skeleton shows while they are on their way).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const collection = import('@/features/catalog/api/prefetch-collection').then((m) => {
    m.prefetchCollection(new URL(request.url).search);
    return m.loadCollectionCode();
  });
  await Promise.all([
    loadWordsOf('app/routes/products'),
    collection.catch(() => undefined),
    CollectionList.preload().catch(() => undefined),
  ]);
  return null;
}

/** Her search, category, order and page change only the address's query: the list follows it, nothing to load. */
export const shouldRevalidate = revalidateOnPathOnly;

// A card came into view on a touch screen: the piece page's words come now, beside its code (the card's link
// prefetches it) and its data (the list's), not one step after them once the page's loader runs. Their list is
// imported only then: the page's first scripts do not grow.
const prefetchPieceWords = () =>
  void import('../route-words')
    .then(({ loadWordsOf }) => loadWordsOf('app/routes/product'))
    .catch(() => undefined);

// The list's code (its cards, then the catalog's calls) is not in the page's first scripts, so the header never
// waits for it: with the build's page, React keeps its prerendered cards until it arrives; without, it loads once
// the page has hydrated, behind a skeleton.
// Loaded by the clientLoader on a move here, it then renders at once (lib/preloadable-lazy).
const CollectionList = preloadableLazy(() =>
  import('@/features/catalog/components/collection-list').then((m) => m.CollectionList),
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

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  // the build's first page on a prerendered page's first view; null after a move within the shop
  const built = loaderData?.list ?? null;
  // The prerendered page is hydrated as it was built; the list takes over after that. A move within the shop
  // has nothing to match, and shows the address's filters and the list from its first render.
  const hydrated = useHydrated();
  // The filters stay one instance from the first paint on; the list, once in, hands them its controls.
  const [controls, setControls] = useState<ListControls | null>(null);
  // The same element from render to render: an update to the list's part while React still keeps it as
  // prerendered (its code on the way) would make React draw it again from scratch, its skeleton first.
  const showList = built !== null || hydrated;
  const list = useMemo(
    () =>
      showList ? (
        <Suspense fallback={<ListLoading />}>
          <CollectionList
            built={built}
            onControls={setControls}
            onProductInView={prefetchPieceWords}
            loading={<ListLoading />}
          />
        </Suspense>
      ) : (
        <ListLoading />
      ),
    [built, showList],
  );
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
        {list}
      </div>
    </div>
  );
}
