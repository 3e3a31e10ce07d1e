import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';

export const settingsSchema = z.object({ marketingEmails: z.boolean(), orderUpdatesBySms: z.boolean() });
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;

export const settingsResponseSchema = z.object({ settings: settingsSchema });

/** Contract: GET /user/settings → `{ settings }`. */
export async function getSettings(): Promise<Settings> {
  const response = await api.get('/user/settings');
  return parseResponse(settingsResponseSchema, response.data).settings;
}

export const settingsQueryKey = ['settings'] as const;

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export const useSettings = () => useQuery(getSettingsQueryOptions());
