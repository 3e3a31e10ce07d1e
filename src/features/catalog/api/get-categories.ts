import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { categorySchema, type Category } from '@/domain/schemas';

const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });

export async function getCategories(): Promise<Category[]> {
  const response = await api.get('/categories');
  return parseResponse(categoriesResponseSchema, response.data).categories;
}

// Categories change with a new collection, not within a visit.
export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 30 * 60 * 1000 });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
