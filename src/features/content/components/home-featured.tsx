import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/lib/use-near-viewport';
import { FeaturedSkeleton } from './featured-skeleton';

// The featured pieces sit below the fold: their code, the data layer and the catalog call load as she
// scrolls towards them (docs/decisions/0014), with the skeleton in their place until then.
const FeaturedProducts = lazy(() => import('./featured-products'));

type Intent = (productId: number) => void;

function FeaturedSection({ onIntent }: { onIntent?: Intent }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<FeaturedSkeleton />}>
          <FeaturedProducts onIntent={onIntent} />
        </Suspense>
      ) : (
        <FeaturedSkeleton />
      )}
    </div>
  );
}

/**
 * The home page's featured pieces, with the way to all of them. `onIntent` is called when she points at or
 * focuses a piece (the page asks for it ahead).
 */
export function HomeFeatured({ onIntent }: { onIntent?: Intent }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="text-3xl font-semibold sm:text-4xl">
            {t('home.featuredTitle')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('home.featuredIntro')}</p>
        </div>
        <Link
          to={paths.products}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('home.featuredAll')}
          <ArrowIcon className="size-4" />
        </Link>
      </div>
      <FeaturedSection onIntent={onIntent} />
    </section>
  );
}
