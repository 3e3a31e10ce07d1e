import { useTranslation } from 'react-i18next';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { getAddressesQueryOptions, useAddresses } from '@/features/addresses/api/get-addresses';
import { AddressBook } from '@/features/addresses/components/address-book';
import { LoadError } from '@/components/ui/load-state';
import { AccountHeading, FormSkeleton } from '@/features/profile/components/account-states';
import { queryClient } from '@/lib/query-client';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-address';

export async function clientLoader() {
  await loadWordsOf('app/routes/profile-address');
  void queryClient.prefetchQuery(getAddressesQueryOptions());
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('profile.addresses', 'account'));
}

export default function ProfileAddressRoute() {
  const { t } = useTranslation('account');
  const addresses = useAddresses();
  return (
    <div className="space-y-6">
      <AccountHeading title={t('profile.addresses')} intro={t('addressBook.intro')} />
      {addresses.isPending ? (
        <FormSkeleton label={t('addressBook.loading')} rows={2} />
      ) : addresses.isError ? (
        <LoadError
          title={t('addressBook.loadError')}
          message={addresses.error.message}
          onRetry={() => void addresses.refetch()}
          retrying={addresses.isFetching}
        />
      ) : (
        <AddressBook addresses={addresses.data} />
      )}
    </div>
  );
}
