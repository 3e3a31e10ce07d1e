import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { entriesSchema, parseItems } from '@/lib/parse-items';
import { productSchema, type Product } from '@/domain/schemas';

import { FEATURED_COUNT } from '../components/featured-skeleton';

// read one by one: an odd piece is left out, the others are still featured
const featuredResponseSchema = z.object({ products: entriesSchema });

/** The newest pieces of the real catalog, for the home page. */
export async function getFeaturedProducts(): Promise<Product[]> {
  const response = await api.get('/products', {
    params: { sort: 'newest', page: 1, pageSize: FEATURED_COUNT },
  });
  return parseItems(
    productSchema,
    parseResponse(featuredResponseSchema, response.data).products,
    'a product',
  );
}

export const getFeaturedProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'list', { sort: 'newest', page: 1, pageSize: FEATURED_COUNT, featured: true }],
    queryFn: getFeaturedProducts,
  });

export const useFeaturedProducts = () => useQuery(getFeaturedProductsQueryOptions());
