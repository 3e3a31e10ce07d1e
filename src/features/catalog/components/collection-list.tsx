import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useAppNavigate, useLang } from '@/lib/use-lang';
import type { ProductList as ListPage } from '../api/get-products';
import { BUILT_PAGE, listHref, PAGE_SIZE } from '../utils/list-params';
import { CardGrid, ListCount } from './card-grid';
import { Pagination } from './pagination';
import type { ListControls } from './product-list';

// The live list (the catalog's calls, its filters' rules, TanStack Query): asked for once this module's cards
// have hydrated, in a transition, so the cards stay on screen until it is in. Loading it provides the shop's
// QueryClient to the root, and React treats a change above a part it has not hydrated yet as a reason to draw
// that part again from scratch: the cards would give way to a skeleton for as long as their own code took to
// arrive.
// Loaded ahead with this module by a move to the collection (api/prefetch-collection), it renders at once then.
const ProductList = preloadableLazy(() => import('./product-list').then((m) => m.ProductList));

/** The live list's code, loaded ahead of a move to the collection (api/prefetch-collection). */
export const preloadProductList = ProductList.preload;

/**
 * The collection's list on its page (docs/decisions/0036). With `built`, the first page as the build had it, the
 * prerendered HTML draws its cards, so her first screen has the pieces' names and photographs before any script,
 * and their links and the pager's work as plain links. This module is loaded lazily as the page hydrates, so the
 * header's scripts never wait for it, and React keeps the prerendered cards as they are until it is in. Then the
 * live list takes over, with the build's page as its first data, and asks for the list as it is now, in her
 * currency.
 *
 * An address asking for another page (a search, a category, an order, a page number) is served the same HTML: a
 * head script marks it (`data-list-query`, root.tsx) and src/index.css shows the cards' places, not the build's
 * cards, until the live list has the answer.
 */
export function CollectionList({
  built,
  onControls,
  onProductInView,
  loading,
}: {
  built: ListPage | null;
  onControls?: (controls: ListControls | null) => void;
  /** a card came into view on a touch screen: the piece page's words are fetched ahead (the route knows them) */
  onProductInView?: () => void;
  /** in the list's place while its code loads, without a build's page */
  loading: ReactNode;
}) {
  const [live, setLive] = useState(built === null);
  useEffect(() => startTransition(() => setLive(true)), []);
  return (
    <Suspense fallback={loading}>
      {live ? (
        <ProductList built={built} onControls={onControls} onProductInView={onProductInView} />
      ) : (
        built && <BuiltPage list={built} />
      )}
    </Suspense>
  );
}

/** The build's first page, as the live list draws it (product-list): its count, cards and pager. */
function BuiltPage({ list }: { list: ListPage }) {
  const lang = useLang();
  const navigate = useAppNavigate();
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  const hrefFor = (page: number) => listHref({ ...BUILT_PAGE, page }, lang);
  return (
    <div data-built-list className="space-y-8">
      <ListCount total={list.total} q="" />
      <CardGrid products={list.products} />
      <Pagination page={1} pages={pages} hrefFor={hrefFor} onPage={(page) => void navigate(hrefFor(page))} />
    </div>
  );
}
