import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Product } from '@/lib/schemas';
import { useCategories } from '../api/get-categories';
import { PAGE_SIZE, useProducts } from '../api/get-products';
import {
  DEFAULT_LIST_PARAMS,
  hasFilters,
  parseListParams,
  toSearchParams,
  type ProductListParams,
} from '../utils/list-params';
import { NotifyMeDialog } from './notify-me-dialog';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import { ProductFilters } from './product-filters';
import { GRID_CLASSES } from './grid';
import { ProductGridSkeleton, ProductListEmpty, ProductListError } from './product-list-states';

/** The collection with its filters; every filter lives in the URL, so a shared link or a reload keeps it. */
export function ProductList() {
  const { t } = useTranslation('catalog');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = parseListParams(searchParams);
  const categories = useCategories();
  // A category the shop does not have (an old link) shows the whole collection rather than an error.
  const knownCategory =
    requested.category && categories.data
      ? categories.data.some((c) => c.slug === requested.category)
        ? requested.category
        : null
      : requested.category;
  const params: ProductListParams = { ...requested, category: knownCategory };
  const waitForCategories = Boolean(requested.category) && categories.isPending;
  const products = useProducts(params, { enabled: !waitForCategories });
  const [notifyFor, setNotifyFor] = useState<Product | null>(null);
  const [lastNotifyFor, setLastNotifyFor] = useState<Product | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  // The router applies a new URL in a transition; `navigating` is true from the moment one is asked for.
  const [navigating, startNavigation] = useTransition();

  const update = useCallback(
    (patch: Partial<ProductListParams>, options: { replace?: boolean } = {}) => {
      startNavigation(() =>
        setSearchParams(
          (current) => {
            const base = parseListParams(current);
            return toSearchParams({ ...base, page: 1, ...patch });
          },
          { replace: options.replace ?? false },
        ),
      );
    },
    [setSearchParams],
  );

  // The URL says exactly what is shown: malformed or unknown values are rewritten in place.
  const canonical = toSearchParams(waitForCategories ? requested : params).toString();
  useEffect(() => {
    if (canonical !== searchParams.toString())
      setSearchParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, searchParams, setSearchParams]);

  const data = products.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // Until the page she asked for is in, the previous page's cards stand in for it; when they are swapped the
  // pager moves (cards differ in height). A press that starts before the swap and ends after it would be
  // released on something else and lost, so the pager takes no press until the page is in.
  const loadingPage = navigating || products.isPlaceholderData;
  // A page past the end (an old link, fewer pieces now) goes to the last page there is.
  useEffect(() => {
    if (data && !products.isPlaceholderData && data.total > 0 && params.page > pages)
      update({ page: pages }, { replace: true });
  }, [data, products.isPlaceholderData, params.page, pages, update]);

  const goToPage = (page: number) => {
    update({ page });
    const top = topRef.current ? topRef.current.getBoundingClientRect().top + window.scrollY - 96 : 0;
    const reduced =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
  };

  const clear = hasFilters(params)
    ? () => setSearchParams(toSearchParams({ ...DEFAULT_LIST_PARAMS, sort: params.sort }))
    : null;

  // The dialog stays mounted with its last piece after closing, so what she typed is still there if she reopens it.
  const dialogProduct = notifyFor ?? lastNotifyFor;
  let body;
  if (products.isError && !data) {
    body = (
      <ProductListError
        message={products.error.message}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  } else if (!data) {
    body = <ProductGridSkeleton />;
  } else if (data.products.length === 0) {
    body = data.total > 0 ? <ProductGridSkeleton /> : <ProductListEmpty onClear={clear} />;
  } else {
    body = (
      <>
        <ul
          aria-label={t('list.gridLabel')}
          aria-busy={products.isPlaceholderData || undefined}
          className={`${GRID_CLASSES} transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.products.map((product) => (
            <li key={product.id} className="flex">
              <div className="flex w-full flex-col">
                <ProductCard
                  product={product}
                  onNotifyMe={(p) => {
                    setLastNotifyFor(p);
                    setNotifyFor(p);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
        <Pagination page={Math.min(params.page, pages)} pages={pages} onPage={goToPage} busy={loadingPage} />
      </>
    );
  }

  return (
    <div ref={topRef} className="space-y-8">
      <ProductFilters params={params} categories={categories.data} onChange={update} />
      {/* Empty while a page loads, the line keeps its height: collapsed, it moved the grid and the pager. */}
      <p aria-live="polite" className="min-h-5 text-sm text-ink-muted">
        {data && !products.isPlaceholderData
          ? params.q
            ? t('list.resultsFor', { count: data.total, q: params.q })
            : t('list.results', { count: data.total })
          : ''}
      </p>
      {body}
      {dialogProduct && (
        <NotifyMeDialog
          product={dialogProduct}
          open={notifyFor !== null}
          onClose={() => setNotifyFor(null)}
        />
      )}
    </div>
  );
}
