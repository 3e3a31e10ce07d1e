import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { parseResponse } from '@/lib/api-error';
import { productSchema, type Product } from '@/lib/schemas';

const productResponseSchema = z.object({ product: productSchema });

export async function getProduct(id: number): Promise<Product> {
  const { data } = await api.get(`/products/${id}`);
  return parseResponse(productResponseSchema, data).product;
}

export const getProductQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });

// A piece the page's clientLoader failed to load shows its error (with Try again) instead of asking again.
export const useProduct = (id: number) =>
  useQuery({ ...getProductQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retryOnMount: false });
