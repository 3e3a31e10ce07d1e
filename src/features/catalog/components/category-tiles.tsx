import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/lib/use-near-viewport';
import { TileArrow, tileClass } from './category-tile';

// The categories' code and call load as she scrolls towards them, like the featured pieces.
const CategoryTilesList = lazy(() => import('./category-tiles-list'));

/** Room for the categories before they come (the mock's six, less the whole collection's tile). */
const PLACEHOLDERS = 5;

function Placeholders() {
  return Array.from({ length: PLACEHOLDERS }, (_, i) => (
    <li
      key={i}
      aria-hidden="true"
      data-testid="category-placeholder"
      className="h-24 animate-pulse rounded-2xl bg-sand-100 sm:h-28"
    />
  ));
}

/**
 * The home page's category tiles (issue 23.6): the whole collection first (a link from the first paint, before
 * any script), then a tile for each of the API's categories, each a link to the collection filtered by it.
 */
export function CategoryTiles() {
  const { t } = useTranslation();
  const ref = useRef<HTMLUListElement>(null);
  const near = useNearViewport(ref);
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <h2 id="categories-title" className="mb-8 text-3xl font-semibold sm:text-4xl">
        {t('nav.categories')}
      </h2>
      <ul ref={ref} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        <li>
          <Link to={paths.products} className={tileClass}>
            {t('nav.allPieces')}
            <TileArrow />
          </Link>
        </li>
        {near ? (
          <Suspense fallback={<Placeholders />}>
            <CategoryTilesList placeholders={<Placeholders />} />
          </Suspense>
        ) : (
          <Placeholders />
        )}
      </ul>
    </section>
  );
}
