import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router';
import { getCountry } from '@/config/countries';
import { useCountryCode } from '@/lib/country';
import type { Category, Product } from '@/domain/schemas';
import { useLang } from '@/lib/use-lang';
import { useCategories } from '../api/get-categories';
import { getProductQueryOptions } from '../api/get-product';
import { useProducts, type ProductList as ListPage } from '../api/get-products';
import { prefetchProductInView } from '../api/prefetch-in-view';
import { useListUpdate, type ListUpdate } from '../hooks/use-list-update';
import {
  DEFAULT_LIST_PARAMS,
  hasFilters,
  listHref,
  PAGE_SIZE,
  parseListParams,
  toSearchParams,
  type ProductListParams,
} from '../utils/list-params';
import { NotifyMeDialog } from './notify-me-dialog';
import { Pagination } from './pagination';
import { ProductFilters } from './product-filters';
import { CardGrid, ListCount } from './card-grid';
import {
  ProductGridSkeleton,
  ProductListEmpty,
  ProductListError,
  ProductListStale,
} from './product-list-states';

/** What the filters need from the list: the address's filters as the list reads them, the categories, and the way to change them. */
export type ListControls = {
  params: ProductListParams;
  categories: Category[] | undefined;
  update: ListUpdate;
};

/**
 * The collection with its filters; every filter lives in the URL, so a shared link or a reload keeps it. With
 * `onControls`, the page draws the filters itself (one instance from its first paint, so nothing she types is
 * lost or unfocused when the list arrives) and the list hands them what they need instead of drawing its own.
 */
export function ProductList({
  onControls,
  onProductInView,
  built = null,
}: {
  onControls?: (controls: ListControls | null) => void;
  /** a card came into view on a touch screen: what the piece's page needs besides its code and data (its words) */
  onProductInView?: () => void;
  /** the collection's first page as the build prerendered it (products-at-build) */
  built?: ListPage | null;
} = {}) {
  const lang = useLang();
  const currency = getCountry(useCountryCode()).currency;
  const queryClient = useQueryClient();
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
  const products = useProducts(params, { enabled: !waitForCategories, built });
  const [notifyFor, setNotifyFor] = useState<Product | null>(null);
  const [lastNotifyFor, setLastNotifyFor] = useState<Product | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  // The router applies a new URL in a transition; `navigating` is true from the moment one is asked for until
  // the list has rendered it. Meanwhile this render's URL is older than the address bar's.
  const [navigating, startNavigation] = useTransition();

  const toAddress = useListUpdate(searchParams, setSearchParams);
  const update = useCallback<ListUpdate>(
    (patch, options) => startNavigation(() => toAddress(patch, options)),
    [toAddress],
  );

  const paramsKey = JSON.stringify(params);
  const categoryList = categories.data;
  useEffect(() => {
    onControls?.({ params: JSON.parse(paramsKey) as ProductListParams, categories: categoryList, update });
  }, [onControls, paramsKey, categoryList, update]);
  useEffect(() => (onControls ? () => onControls(null) : undefined), [onControls]);

  // The URL says exactly what is shown: malformed or unknown values are rewritten in place.
  // Neither rewrite runs while a navigation is pending: it would write this render's (older) URL over the
  // one she just asked for, and her press would be undone.
  const canonical = toSearchParams(waitForCategories ? requested : params).toString();
  useEffect(() => {
    if (!navigating && canonical !== searchParams.toString())
      setSearchParams(new URLSearchParams(canonical), { replace: true });
  }, [navigating, canonical, searchParams, setSearchParams]);

  // Until the page she asked for is in, the previous page's cards stand in for it; when they are swapped the
  // pager moves (cards differ in height). A press that started before the swap would be released on something
  // else and lost, so while a press is held on the pager the cards on screen stay as they are; they change once
  // it is released (after its click). Every press counts, whether or not a page is still loading.
  const [held, setHeld] = useState<typeof products.data>(undefined);
  const data = held ?? products.data;
  // What is on screen is not (yet) the answer for the URL: the previous page standing in, or held cards.
  const placeholder = products.isPlaceholderData || data !== products.data;
  const holding = useRef<{ stop: () => void; timer: number } | null>(null);
  const holdCards = () => {
    if (!data) return;
    // A new press: a release still pending from the last one must not let go of this one.
    if (holding.current) {
      holding.current.stop();
      window.clearTimeout(holding.current.timer);
    }
    setHeld(data);
    const current = { stop: () => {}, timer: 0 };
    // Let go after the click: the browser sends it as soon as the pointer comes up, before this timer runs.
    const release = () => {
      current.stop();
      current.timer = window.setTimeout(() => {
        if (holding.current === current) holding.current = null;
        setHeld(undefined);
      }, 0);
    };
    current.stop = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    holding.current = current;
  };
  useEffect(
    () => () => {
      holding.current?.stop();
      if (holding.current) window.clearTimeout(holding.current.timer);
    },
    [],
  );

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A page past the end (an old link, fewer pieces now) goes to the last page there is.
  useEffect(() => {
    if (navigating || held) return;
    if (data && !products.isPlaceholderData && data.total > 0 && params.page > pages)
      update({ page: pages }, { replace: true });
  }, [navigating, held, data, products.isPlaceholderData, params.page, pages, update]);

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
    // The cards are older than the list as it is now (the build's page), and asking for it failed.
    const stale = products.isError && (
      <ProductListStale
        message={products.error.message}
        hiddenFor={data.products.some((p) => p.currency !== currency) ? currency : null}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
    body = (
      <>
        {stale}
        <CardGrid
          products={data.products}
          busy={placeholder}
          onNotifyMe={(p) => {
            setLastNotifyFor(p);
            setNotifyFor(p);
          }}
          onIntent={(p) =>
            // The product page is usually one tap away: start loading it when she points at or focuses the card.
            void queryClient.prefetchQuery({ ...getProductQueryOptions(p.id), staleTime: 60_000 })
          }
          // On a touch screen she points only as she taps: the cards on screen fetch their pages ahead instead.
          onInView={(p) => {
            onProductInView?.();
            prefetchProductInView(queryClient, p.id);
          }}
        />
        <Pagination
          page={Math.min(params.page, pages)}
          pages={pages}
          hrefFor={(p) => listHref({ ...params, page: p }, lang)}
          onPage={goToPage}
          onPressStart={holdCards}
        />
      </>
    );
  }

  return (
    <div ref={topRef} className="space-y-8">
      {!onControls && <ProductFilters params={params} categories={categories.data} onChange={update} />}
      <ListCount
        total={data && !placeholder ? data.total : null}
        q={params.q}
        // the cards on screen stand in for the answer to her last change, which is on its way
        loading={Boolean(data) && products.isPlaceholderData}
      />
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
