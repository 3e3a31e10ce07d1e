import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useStoredProductList } from '@/features/catalog/hooks/use-stored-product-list';
import { recentProducts, type ListedProduct } from '@/features/catalog/utils/stored-product-list';

// The pieces' code and calls load as she scrolls towards them.
const ListedProductCards = lazy(() => import('./listed-product-cards'));

/** A row's room before its pieces come, so nothing below it moves when they do. */
function RowPlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('recent.loading')} className="flex gap-4 overflow-hidden">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="w-36 shrink-0 sm:w-44">
          <div className="aspect-[3/4] animate-pulse rounded-2xl bg-sand-200 motion-reduce:animate-none" />
          <div className="mt-2 h-10 animate-pulse rounded bg-sand-200 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}

function RecentSection({ pieces, className }: { pieces: ListedProduct[]; className: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} aria-labelledby="recent-title" className={className}>
      <h2 id="recent-title" className="mb-6 text-2xl font-semibold sm:text-3xl">
        {t('recent.title')}
      </h2>
      {near ? (
        <Suspense fallback={<RowPlaceholder />}>
          <ListedProductCards
            pieces={pieces}
            list={recentProducts}
            removeLabel="recent.removeLabel"
            className="-mx-4 grid auto-cols-[9rem] grid-flow-col gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:auto-cols-[11rem] sm:px-0"
          />
        </Suspense>
      ) : (
        <RowPlaceholder />
      )}
    </section>
  );
}

/**
 * The pieces she looked at last (issue 23.7), kept in this browser for guests and customers alike; on a piece's
 * page, the others. Nothing when there are none (and on the prerendered HTML, which cannot know hers).
 */
export function RecentProducts({
  exclude,
  className = 'mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8',
}: {
  exclude?: number;
  className?: string;
}) {
  const pieces = useStoredProductList(recentProducts).filter((piece) => piece.id !== exclude);
  if (pieces.length === 0) return null;
  return <RecentSection pieces={pieces} className={className} />;
}
