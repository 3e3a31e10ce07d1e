import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-state';
import { isNotFound } from '@/lib/api-error';
import type { Product } from '@/domain/schemas';
import { useProduct } from '../api/get-product';
import { ProductNotFound, ProductSkeleton } from './product-states';

/**
 * The piece of the page's address drawn by `children` once it is in; until then, or instead, its state: not
 * found (no such id, or a 404), loading, or failed with a way to try again. `built` is the piece as the build
 * prerendered it (the route's loader): drawn at once, while the page asks for it as it is now.
 */
export function ProductGate({
  id,
  built = null,
  children,
}: {
  id: number | null;
  built?: Product | null;
  children: (product: Product) => ReactNode;
}) {
  // both namespaces, so that neither shows its keys: the page waits for them (Suspense)
  const { t } = useTranslation(['product', 'feedback']);
  const query = useProduct(id ?? 0, built?.id === id ? built : null);

  if (id === null || isNotFound(query.error)) return <ProductNotFound />;
  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    return (
      <div className="px-4 py-16 sm:py-20">
        <LoadError
          heading={1}
          title={t('loadError.title')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return children(query.data);
}
