import { useTranslation } from 'react-i18next';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { getProfileQueryOptions, useProfile } from '@/features/profile/api/get-profile';
import { LoadError } from '@/components/ui/load-state';
import { AccountHeading, FormSkeleton } from '@/features/profile/components/account-states';
import { DetailsForm } from '@/features/profile/components/details-form';
import { queryClient } from '@/lib/query-client';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-details';

/** Her details are asked for beside the screen's code, once she is let in. */
export async function clientLoader() {
  await loadWordsOf('app/routes/profile-details');
  void queryClient.prefetchQuery(getProfileQueryOptions());
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('profile.myDetails', 'account'));
}

export default function ProfileDetailsRoute() {
  const { t } = useTranslation('account');
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
