import { useTranslation } from 'react-i18next';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { BodyMeasurementsForm } from '@/features/customization/components/body-measurements-form';
import {
  getMeasurementsQueryOptions,
  useMeasurements,
  useSaveMeasurements,
} from '@/features/profile/api/measurements';
import { LoadError } from '@/components/ui/load-state';
import { AccountHeading, FormSkeleton } from '@/features/profile/components/account-states';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-measurements';

export async function clientLoader() {
  await loadWordsOf('app/routes/profile-measurements');
  void queryClient.prefetchQuery(getMeasurementsQueryOptions());
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('profile.measurements', 'account'));
}

/** Her six body measurements, saved to her account (GET/PUT /user/measurements) for a custom size. */
export default function ProfileMeasurementsRoute() {
  const { t } = useTranslation('account');
  const measurements = useMeasurements();
  const save = useSaveMeasurements();
  return (
    <div className="space-y-6">
      <AccountHeading title={t('profile.measurements')} intro={t('measurementsPage.intro')} />
      {measurements.isPending ? (
        <FormSkeleton label={t('measurementsPage.loading')} rows={6} />
      ) : measurements.isError ? (
        <LoadError
          title={t('measurementsPage.loadError')}
          message={measurements.error.message}
          onRetry={() => void measurements.refetch()}
          retrying={measurements.isFetching}
        />
      ) : (
        <>
          {measurements.data === null && (
            <div
              className="rounded-2xl border border-dashed border-sand-300 bg-sand-50 p-5"
              data-testid="measurements-empty"
            >
              <p className="font-semibold text-ink">{t('measurementsPage.emptyTitle')}</p>
              <p className="mt-1 text-sm text-ink-soft">{t('measurementsPage.emptyBody')}</p>
            </div>
          )}
          <BodyMeasurementsForm
            initial={measurements.data}
            onSubmit={async (dimensions) => {
              await save.mutateAsync(dimensions);
              void notify('success', t('measurementsPage.saved'));
            }}
            submitLabel={t('measurementsPage.save')}
            submittingLabel={t('measurementsPage.saving')}
            keepTyped={t('measurementsPage.keepTyped')}
          />
        </>
      )}
    </div>
  );
}
