import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { bodyDimensionsSchema, type BodyDimensions } from '@/domain/schemas';

const measurementsResponseSchema = z.object({ measurements: z.nullable(bodyDimensionsSchema) });
const savedResponseSchema = z.object({ measurements: bodyDimensionsSchema });

/** Her saved body measurements, or null when she has none (contract: GET /user/measurements). */
export async function getMeasurements(): Promise<BodyDimensions | null> {
  const response = await api.get('/user/measurements');
  return parseResponse(measurementsResponseSchema, response.data).measurements;
}

export const measurementsQueryKey = ['measurements'] as const;

export const getMeasurementsQueryOptions = () =>
  queryOptions({ queryKey: measurementsQueryKey, queryFn: getMeasurements });

/** Her saved measurements; `enabled: false` for a guest or staff (the call is hers only). */
export const useMeasurements = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMeasurementsQueryOptions(), enabled: options.enabled ?? true });

/** Contract: PUT /user/measurements (BodyDimensions) → 200 `{ measurements }`; 422 names the fields. */
export async function saveMeasurements(input: BodyDimensions): Promise<BodyDimensions> {
  const response = await api.put('/user/measurements', input);
  return parseResponse(savedResponseSchema, response.data).measurements;
}

export function useSaveMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeasurements,
    onSuccess: (saved) => queryClient.setQueryData(measurementsQueryKey, saved),
  });
}
