import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { getProfileQueryOptions, useProfile } from '@/features/profile/api/get-profile';
import { LoadError } from '@/components/ui/load-state';
import { AccountHeading, FormSkeleton } from '@/features/profile/components/account-states';
import { DetailsForm } from '@/features/profile/components/details-form';
import { queryClient } from '@/lib/query-client';
import { loadWordsOf } from '../route-words';

/** Her details are asked for beside the screen's code, once she is let in. */
export async function clientLoader() {
  await loadWordsOf('app/routes/profile-details');
  void queryClient.prefetchQuery(getProfileQueryOptions());
  return null;
}

export default function ProfileDetailsRoute() {
  const { t } = useTranslation('account');
  usePageMeta(t('profile.myDetails'));
  const profile = useProfile();
  return (
    <div className="space-y-6">
      <AccountHeading title={t('profile.myDetails')} intro={t('details.intro')} />
      {profile.isPending ? (
        <FormSkeleton label={t('details.loading')} rows={6} />
      ) : profile.isError ? (
        <LoadError
          title={t('details.loadError')}
          message={profile.error.message}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <DetailsForm key={profile.data.id} user={profile.data} />
      )}
    </div>
  );
}
