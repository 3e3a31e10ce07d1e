import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { parseResponse } from '@/lib/api-error';
import { productSchema, type Product } from '@/lib/schemas';
import { takeEarlyProduct } from './early-product';

const productResponseSchema = z.object({ product: productSchema });

export async function getProduct(id: number): Promise<Product> {
  const data = (await takeEarlyProduct(id)) ?? (await api.get(`/products/${id}`)).data;
  return parseResponse(productResponseSchema, data).product;
}

export const getProductQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });

export const useProduct = (id: number) =>
  useQuery({ ...getProductQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
