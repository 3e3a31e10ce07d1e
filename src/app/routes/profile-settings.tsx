import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '@/components/ui/load-state';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { getSettingsQueryOptions, useSettings, type SettingKey } from '@/features/settings/api/get-settings';
import { useUpdateSetting } from '@/features/settings/api/update-setting';
import { SettingSwitch } from '@/features/settings/components/setting-switch';
import { queryClient } from '@/lib/query-client';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-settings';

export async function clientLoader() {
  // Started, not awaited: the screen opens at once and shows its own loading state (and its own error).
  void queryClient.prefetchQuery(getSettingsQueryOptions());
  await loadWordsOf('app/routes/profile-settings');
  return null;
}

const SETTINGS = [
  { key: 'marketingEmails', label: 'settingsPage.marketingEmails', hint: 'settingsPage.marketingEmailsHint' },
  {
    key: 'orderUpdatesBySms',
    label: 'settingsPage.orderUpdatesBySms',
    hint: 'settingsPage.orderUpdatesBySmsHint',
  },
] as const satisfies readonly { key: SettingKey; label: string; hint: string }[];

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('profile.settings', 'account'));
}

export default function ProfileSettingsRoute() {
  const { t } = useTranslation('account');
  const query = useSettings();

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold">{t('profile.settings')}</h2>
        <p className="text-sm text-ink-soft">{t('settingsPage.intro')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('settingsPage.loading')} rows={2} />
      ) : query.isError ? (
        <LoadError
          title={t('settingsPage.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="divide-y divide-sand-200 border-y border-sand-200">
          {SETTINGS.map((s) => (
            <SettingRow key={s.key} setting={s} checked={query.data[s.key]} />
          ))}
        </div>
      )}
    </div>
  );
}

/** Each switch has its own save: its own pending state (one request at a time) and its own failure. */
function SettingRow({ setting, checked }: { setting: (typeof SETTINGS)[number]; checked: boolean }) {
  const { t } = useTranslation('account');
  const update = useUpdateSetting();
  return (
    <SettingSwitch
      label={t(setting.label)}
      description={t(setting.hint)}
      checked={checked}
      saving={update.isPending}
      savingLabel={t('settingsPage.saving')}
      error={update.isError ? t('settingsPage.saveError') : null}
      onChange={(value) => update.mutate({ key: setting.key, value })}
    />
  );
}
