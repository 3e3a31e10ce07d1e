import { useTranslation } from 'react-i18next';

// The number of pieces the home page features (src/features/content/api/get-featured-products.ts asks for it).
export const FEATURED_COUNT = 4;
export const featuredGrid = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4';

/** Four placeholder cards with the same boxes as the real ones, so nothing below moves when they arrive. */
export function FeaturedSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div role="status" aria-label={t('home.featuredLoading')}>
      <ul className={featuredGrid} aria-hidden="true">
        {Array.from({ length: FEATURED_COUNT }, (_, i) => (
          <li key={i} className="animate-pulse">
            <div className="aspect-[3/4] rounded-2xl bg-sand-200" />
            <div className="mt-3 h-4 w-1/3 rounded bg-sand-200" />
            <div className="mt-1 h-6 w-2/3 rounded bg-sand-200" />
            <div className="mt-0.5 h-5 w-1/4 rounded bg-sand-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
