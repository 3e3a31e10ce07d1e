import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-error';
import type { Product } from '@/lib/schemas';
import { useProduct } from '../api/get-product';
import { ProductLoadError, ProductNotFound, ProductSkeleton } from './product-states';

/**
 * The piece of the page's address drawn by `children` once it is in; until then, or instead, its state: not
 * found (no such id, or a 404), loading, or failed with a way to try again.
 */
export function ProductGate({
  id,
  children,
}: {
  id: number | null;
  children: (product: Product) => ReactNode;
}) {
  const query = useProduct(id ?? 0);

  if (id === null || (isApiError(query.error) && query.error.status === 404)) return <ProductNotFound />;
  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    return (
      <ProductLoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
