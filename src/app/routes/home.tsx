import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Product } from '@/domain/schemas';
import { local, storageKeys } from '@/lib/storage';
import { pageMeta } from '@/lib/page-meta';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { HomeFeatured } from '@/features/content/components/home-featured';
import { HomeHero } from '@/features/content/components/home-hero';
import { HomeServices } from '@/features/content/components/home-services';
import { HomeSteps } from '@/features/content/components/home-steps';
import type { Route } from './+types/home';

// Her recently viewed pieces (none on the prerendered page): their code comes after the page's, in a file the
// pieces' pages share, and only for a shopper who has viewed some: a first visit loads none of it.
const RecentProducts = lazy(() =>
  import('@/features/catalog/components/recent-products').then((m) => ({ default: m.RecentProducts })),
);

// The heart on a featured card saves the piece (issue 23.7): its code comes with the cards, as she scrolls to them.
const SaveProductButton = lazy(() =>
  import('@/features/catalog/components/save-product-button').then((m) => ({ default: m.SaveProductButton })),
);
const heart = (product: Product) => (
  <Suspense fallback={null}>
    <SaveProductButton product={product} className="absolute end-2.5 top-2.5" />
  </Suspense>
);

// The piece of a featured card she points at is asked for ahead; the catalog's call loads only then.
const prefetchPiece = (productId: number) =>
  void import('@/features/catalog/api/prefetch-product').then((m) => m.prefetchProduct(productId));

// On a touch screen a featured card in view is its piece's page one tap away: the piece (bounded, spared on a
// saving connection: the catalog's prefetch-in-view) and the page's words are fetched ahead, beside its code
// (the card's link prefetches it). All of it loads only then: the home page's first scripts do not grow.
const prefetchProductInView = (productId: number) => {
  void import('../route-words')
    .then(({ loadWordsOf }) => loadWordsOf('app/routes/product'))
    .catch(() => undefined);
  void Promise.all([import('@/lib/query-client'), import('@/features/catalog/api/prefetch-in-view')]).then(
    ([{ queryClient }, { prefetchProductInView: prefetch }]) => prefetch(queryClient, productId),
  );
};

// On a touch screen the way to the collection in view is one tap away: its words and the code of its list come
// now (the link fetches the page's own code), so the tap waits only for the list's calls. Loaded only then.
const prefetchCollectionInView = () => {
  void import('../route-words')
    .then(({ loadWordsOf }) => loadWordsOf('app/routes/products'))
    .catch(() => undefined);
  void import('@/features/catalog/api/prefetch-collection')
    .then((m) => m.loadCollectionCode())
    .catch(() => undefined);
};

/**
 * Its title and description in the prerendered HTML, in the page's language. They are the shop's words (common),
 * which every page has loaded: a move back home needs no loader to title the page.
 */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('common', 'home', location.pathname);

const hasViewedPieces = () => Boolean(local.get(storageKeys.recentProducts));
const noChange = () => () => {};

export default function HomeRoute() {
  const viewedSome = useSyncExternalStore(noChange, hasViewedPieces, () => false);

  return (
    <>
      <HomeHero onCollectionInView={prefetchCollectionInView} />
      <HomeSteps />
      <CategoryTiles />
      <HomeFeatured onIntent={prefetchPiece} onInView={prefetchProductInView} cardAction={heart} />
      {viewedSome && (
        <Suspense fallback={null}>
          <RecentProducts />
        </Suspense>
      )}
      <HomeServices />
    </>
  );
}
