import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api';
import { parseResponse } from '@/lib/api-error';
import { entriesSchema, parseItems } from '@/lib/parse-items';
import { productSchema, type Product } from '@/lib/schemas';
import type { ProductListParams } from '../utils/list-params';

export const PAGE_SIZE = 12;

// the pieces are read one by one (parseItems): an odd one is left out, never the whole collection
const productListSchema = z.object({
  products: entriesSchema,
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  total: z.number().check(z.int(), z.gte(0)),
});
export type ProductList = Omit<z.infer<typeof productListSchema>, 'products'> & { products: Product[] };

export async function getProducts(params: ProductListParams): Promise<ProductList> {
  const response = await api.get('/products', {
    params: {
      category: params.category ?? undefined,
      q: params.q || undefined,
      sort: params.sort,
      page: params.page,
      pageSize: PAGE_SIZE,
    },
  });
  const list = parseResponse(productListSchema, response.data);
  return { ...list, products: parseItems(productSchema, list.products, 'a product') };
}

export const getProductsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: ['products', 'list', params], queryFn: () => getProducts(params) });

/** The page of products; while the next page or filter loads, the previous one stays on screen. */
export const useProducts = (params: ProductListParams, options: { enabled?: boolean } = {}) =>
  useQuery({
    ...getProductsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
