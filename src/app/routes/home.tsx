import { useTranslation } from 'react-i18next';
import { pageMeta, usePageMeta } from '@/lib/page-meta';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { RecentPieces } from '@/features/catalog/components/recent-pieces';
import { HomeFeatured } from '@/features/content/components/home-featured';
import { HomeHero } from '@/features/content/components/home-hero';
import { HomeServices } from '@/features/content/components/home-services';
import { HomeSteps } from '@/features/content/components/home-steps';

// The piece of a featured card she points at is asked for ahead; the catalog's call loads only then.
const prefetchPiece = (productId: number) =>
  void import('@/features/catalog/api/prefetch-product').then((m) => m.prefetchProduct(productId));

export const handle = { i18n: ['home'] };

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta('home', 'home', location.pathname);

export default function HomeRoute() {
  const { t } = useTranslation('home');
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));

  return (
    <>
      <HomeHero />
      <HomeSteps />
      <CategoryTiles />
      <HomeFeatured onIntent={prefetchPiece} />
      <RecentPieces />
      <HomeServices />
    </>
  );
}
