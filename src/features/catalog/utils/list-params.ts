import { z } from 'zod/mini';
import { localizePath, paths } from '@/config/paths';
import { MAX_SEARCH_LENGTH, normalizeSearch } from '@/config/search';
import type { Lang } from '@/lib/money';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export { MAX_SEARCH_LENGTH };
const MAX_PAGE = 999;

/** The list's filters, as they live in the URL: /products?category=abayas&q=linen&sort=price_asc&page=2 */
export type ProductListParams = { category: string | null; q: string; sort: ProductSort; page: number };

export const DEFAULT_LIST_PARAMS: ProductListParams = { category: null, q: '', sort: 'newest', page: 1 };

/** Pieces on a page of the list. */
export const PAGE_SIZE = 12;

/** The page the build prerenders with the collection (products-at-build): its first, unfiltered, in the default order. */
export const BUILT_PAGE: ProductListParams = DEFAULT_LIST_PARAMS;
export const isBuiltPage = (params: ProductListParams) =>
  params.category === BUILT_PAGE.category &&
  params.q === BUILT_PAGE.q &&
  params.sort === BUILT_PAGE.sort &&
  params.page === BUILT_PAGE.page;

const slugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(40));
const pageSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.transform(Number)),
  z.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE)),
);

/** Reads the filters from the URL; anything malformed falls back to its default instead of reaching the API. */
export function parseListParams(search: URLSearchParams): ProductListParams {
  const category = slugSchema.safeParse(search.get('category') ?? undefined);
  const sort = z.enum(PRODUCT_SORTS).safeParse(search.get('sort') ?? undefined);
  const page = pageSchema.safeParse(search.get('page') ?? undefined);
  const q = normalizeSearch(search.get('q') ?? '');
  return {
    category: category.success ? category.data : null,
    q,
    sort: sort.success ? sort.data : 'newest',
    page: page.success ? page.data : 1,
  };
}

/** The URL form of the filters: defaults are left out, so /products is the whole collection. */
export function toSearchParams(params: ProductListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.q) search.set('q', params.q);
  if (params.sort !== 'newest') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The address after a change of filters: what it says now, the change, and the first page again. */
export const withFilters = (current: URLSearchParams, patch: Partial<ProductListParams>): URLSearchParams =>
  toSearchParams({ ...parseListParams(current), page: 1, ...patch });

export const hasFilters = (params: ProductListParams) => Boolean(params.category || params.q);

/** The collection's address with these filters, in her language: what a category chip or a page of the list links to. */
export function listHref(params: ProductListParams, lang: Lang): string {
  const search = toSearchParams(params).toString();
  return `${localizePath(paths.products, lang)}${search ? `?${search}` : ''}`;
}
