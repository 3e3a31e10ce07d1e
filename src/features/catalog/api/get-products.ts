import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { parseResponse } from '@/lib/api-error';
import { productSchema } from '@/lib/schemas';
import type { ProductListParams } from '../utils/list-params';

export const PAGE_SIZE = 12;

const productListSchema = z.object({
  products: z.array(productSchema),
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  total: z.number().check(z.int(), z.gte(0)),
});
export type ProductList = z.infer<typeof productListSchema>;

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
  return parseResponse(productListSchema, response.data);
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
