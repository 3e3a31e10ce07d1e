import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { takeEarlyAnswer } from '@/lib/early-answer';
import { productSchema, type Product } from '@/domain/schemas';

/** GET /products/{id}'s answer, read the same in the browser and at build time (product-at-build). */
export const productResponseSchema = z.object({ product: productSchema });

export async function getProduct(id: number): Promise<Product> {
  // On the SPA fallback, the piece of the address was asked for before the app's scripts ran (lib/early-answer).
  const early = await takeEarlyAnswer(`/products/${id}`);
  if (early !== null) return parseResponse(productResponseSchema, early).product;
  const { data } = await api.get(`/products/${id}`);
  return parseResponse(productResponseSchema, data).product;
}

export const getProductQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });

/**
 * A piece the page's clientLoader failed to load shows its error (with Try again) instead of asking again.
 * `built`, the piece as a prerendered page has it (in dinars, from the build), is the query's data until the
 * piece as it is now, in her currency, replaces it: dated from long ago, so it is asked for as the page mounts.
 * Its prices are hidden meanwhile from a shopper of another country (src/index.css, `data-currency`).
 */
export const useProduct = (id: number, built: Product | null = null) =>
  useQuery({
    ...getProductQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    retryOnMount: false,
    ...(built ? { initialData: built, initialDataUpdatedAt: 0 } : {}),
  });
