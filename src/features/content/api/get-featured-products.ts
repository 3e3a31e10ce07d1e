import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { parseResponse } from '@/lib/api-error';
import { productSchema, type Product } from '@/lib/schemas';

import { FEATURED_COUNT } from '../components/featured-skeleton';

const featuredResponseSchema = z.object({ products: z.array(productSchema) });

/** The newest pieces of the real catalog, for the home page. */
export async function getFeaturedProducts(): Promise<Product[]> {
  const response = await api.get('/products', {
    params: { sort: 'newest', page: 1, pageSize: FEATURED_COUNT },
  });
  return parseResponse(featuredResponseSchema, response.data).products;
}

export const getFeaturedProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'list', { sort: 'newest', page: 1, pageSize: FEATURED_COUNT, featured: true }],
    queryFn: getFeaturedProducts,
  });

export const useFeaturedProducts = () => useQuery(getFeaturedProductsQueryOptions());
