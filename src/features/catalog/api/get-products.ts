import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { entriesSchema, parseItems } from '@/lib/parse-items';
import { productSchema, type Product } from '@/domain/schemas';
import { isBuiltPage, PAGE_SIZE, type ProductListParams } from '../utils/list-params';

// the pieces are read one by one (parseItems): an odd one is left out, never the whole collection
const productListSchema = z.object({
  products: entriesSchema,
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  total: z.number().check(z.int(), z.gte(0)),
});
export type ProductList = Omit<z.infer<typeof productListSchema>, 'products'> & { products: Product[] };

/** GET /products's answer, read the same in the browser and at build time (products-at-build). */
export function parseProductList(data: unknown): ProductList {
  const list = parseResponse(productListSchema, data);
  return { ...list, products: parseItems(productSchema, list.products, 'a product') };
}

/** The API's query for a page of the list. */
export const listQuery = (params: ProductListParams) => ({
  category: params.category ?? undefined,
  q: params.q || undefined,
  sort: params.sort,
  page: params.page,
  pageSize: PAGE_SIZE,
});

export async function getProducts(params: ProductListParams): Promise<ProductList> {
  const response = await api.get('/products', { params: listQuery(params) });
  return parseProductList(response.data);
}

export const getProductsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: ['products', 'list', params], queryFn: () => getProducts(params) });

/**
 * The page of products; while the next page or filter loads, the previous one stays on screen. `built`, the
 * collection's first page as the build prerendered it (in dinars), is that page's data until the list as it is
 * now, in her currency, replaces it: dated from long ago, so it is asked for as the list mounts (as a piece's
 * page does, get-product). Its prices are hidden meanwhile from a shopper of another country (`data-currency`).
 */
export const useProducts = (
  params: ProductListParams,
  options: { enabled?: boolean; built?: ProductList | null } = {},
) => {
  const built = options.built && isBuiltPage(params) ? options.built : null;
  return useQuery({
    ...getProductsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    ...(built ? { initialData: built, initialDataUpdatedAt: 0 } : {}),
  });
};
