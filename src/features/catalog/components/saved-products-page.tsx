import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { HeartIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useStoredProductList } from '@/features/catalog/hooks/use-stored-product-list';
import { savedProducts } from '@/features/catalog/utils/stored-product-list';
import type { ListedProductPrice } from './listed-product-cards';

const ListedProductCards = lazy(() => import('./listed-product-cards'));

const grid = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4';

/**
 * Her saved pieces (issue 23.7), as they are now, each opening with the choices she saved it with, and priced as
 * those choices make it (`priceOf`, the customization's rule, handed in by the route).
 */
export function SavedProductsPage({ priceOf }: { priceOf: ListedProductPrice }) {
  const { t } = useTranslation();
  const pieces = useStoredProductList(savedProducts);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('saved.title')}</h1>
      {pieces.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-4 rounded-3xl bg-sand-100 px-6 py-14 text-center">
          <HeartIcon className="size-10 text-brand-700" />
          <h2 className="text-xl font-semibold">{t('saved.empty')}</h2>
          <p className="max-w-md text-ink-soft">{t('saved.emptyBody')}</p>
          <Link to={paths.products} className={buttonClasses('primary')}>
            {t('saved.browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-soft">{t('saved.intro')}</p>
          <Suspense fallback={<div role="status" aria-label={t('loading')} className="mt-8 h-64" />}>
            <ListedProductCards
              pieces={pieces}
              list={savedProducts}
              removable
              priceOf={priceOf}
              removeLabel="saved.removeLabel"
              className={`mt-8 ${grid}`}
            />
          </Suspense>
        </>
      )}
    </div>
  );
}
