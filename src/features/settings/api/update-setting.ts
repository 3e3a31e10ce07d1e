import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { settingsQueryKey, settingsResponseSchema, type SettingKey, type Settings } from './get-settings';

/** Contract: PUT /user/settings with the whole object → 200 `{ settings }`. */
export async function putSettings(settings: Settings): Promise<Settings> {
  const response = await api.put('/user/settings', settings);
  return parseResponse(settingsResponseSchema, response.data).settings;
}

type Change = { key: SettingKey; value: boolean };

function setOne(queryClient: QueryClient, key: SettingKey, value: boolean) {
  queryClient.setQueryData<Settings>(settingsQueryKey, (settings) =>
    settings ? { ...settings, [key]: value } : settings,
  );
}

/**
 * One switch, saved at once. The PUT carries the whole object, so the saves run one after another (one
 * mutation scope) and each builds its body from the settings as they are when it is sent: a failed save of one
 * switch is rolled back before the next one goes, and never reaches the server inside another's body. Only the
 * switch that failed goes back; a switch changed meanwhile keeps her choice.
 */
export function useUpdateSetting({ onError }: { onError?: (error: Error, change: Change) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...settingsQueryKey, 'update'],
    scope: { id: 'settings' },
    mutationFn: ({ key, value }: Change) => {
      const current = queryClient.getQueryData<Settings>(settingsQueryKey);
      if (!current) throw new Error('settings not loaded');
      return putSettings({ ...current, [key]: value });
    },
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: settingsQueryKey });
      const previous = queryClient.getQueryData<Settings>(settingsQueryKey)?.[key];
      setOne(queryClient, key, value);
      return { previous };
    },
    onSuccess: (saved, { key }) => setOne(queryClient, key, saved[key]),
    onError: (error, change, context) => {
      if (context?.previous !== undefined) setOne(queryClient, change.key, context.previous);
      onError?.(error, change);
    },
  });
}
