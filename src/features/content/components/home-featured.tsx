import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { Product } from '@/domain/schemas';
import { useNearViewport } from '@/lib/use-near-viewport';
import { FeaturedSkeleton } from './featured-skeleton';

// The featured pieces sit below the fold: their code, the data layer and the catalog call load as she
// scrolls towards them (docs/decisions/0014), with the skeleton in their place until then.
const FeaturedProducts = lazy(() => import('./featured-products'));

type Intent = (productId: number) => void;
/** What lies over a card's picture (the page's heart that saves the piece), beside the card's link. */
type CardAction = (product: Product) => ReactNode;
type Props = {
  onIntent?: Intent;
  /** on a touch screen, a piece's card came into view (after the page idled): the page asks for it ahead */
  onInView?: Intent;
  cardAction?: CardAction;
};

function FeaturedSection({ onIntent, onInView, cardAction }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<FeaturedSkeleton />}>
          <FeaturedProducts onIntent={onIntent} onInView={onInView} cardAction={cardAction} />
        </Suspense>
      ) : (
        <FeaturedSkeleton />
      )}
    </div>
  );
}

/**
 * The home page's featured pieces, with the way to all of them. `onIntent` is called when she points at or
 * focuses a piece (the page asks for it ahead); `cardAction` puts a control over each card's picture.
 */
export function HomeFeatured({ onIntent, onInView, cardAction }: Props) {
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
      <FeaturedSection onIntent={onIntent} onInView={onInView} cardAction={cardAction} />
    </section>
  );
}
