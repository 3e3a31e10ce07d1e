import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/lib/use-near-viewport';
import { ArrowIcon } from '@/components/ui/icons';

// The categories' code and call load as she scrolls towards them, like the featured pieces. The tile is handed to
// them, so the home page's first load and their chunk share no module (a file more on the first load).
const CategoryTilesList = lazy(() => import('./category-tiles-list'));

/** Room for the categories before they come (the mock's six, less the whole collection's tile). */
const PLACEHOLDERS = 5;

/** A category tile's look, on the home page: the whole collection's and each category's. */
const tileClass =
  'group flex h-24 items-end justify-between gap-2 rounded-2xl bg-sand-100 p-4 text-lg font-semibold text-ink ring-1 ring-sand-200 transition-colors hover:bg-brand-50 hover:text-brand-700 sm:h-28 sm:p-5';

function TileArrow() {
  return (
    <ArrowIcon className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
  );
}

/** A tile: a link to the collection, filtered or not. */
export function CategoryTile({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={tileClass}>
        {children}
        <TileArrow />
      </Link>
    </li>
  );
}

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
        <CategoryTile to={paths.products}>{t('nav.allPieces')}</CategoryTile>
        {near ? (
          <Suspense fallback={<Placeholders />}>
            <CategoryTilesList placeholders={<Placeholders />} Tile={CategoryTile} />
          </Suspense>
        ) : (
          <Placeholders />
        )}
      </ul>
    </section>
  );
}
