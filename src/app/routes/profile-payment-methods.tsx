import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/load-state';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { useDeletePaymentMethod } from '@/features/payment-methods/api/delete-payment-method';
import {
  getPaymentMethodsQueryOptions,
  usePaymentMethods,
  type PaymentMethod,
} from '@/features/payment-methods/api/get-payment-methods';
import { SavedCardList } from '@/features/payment-methods/components/saved-card-list';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-payment-methods';

export async function clientLoader() {
  // Started, not awaited: the screen opens at once and shows its own loading state (and its own error).
  void queryClient.prefetchQuery(getPaymentMethodsQueryOptions());
  await loadWordsOf('app/routes/profile-payment-methods');
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('profile.paymentMethods', 'account'));
}

export default function ProfilePaymentMethodsRoute() {
  const { t } = useTranslation('account');
  const query = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const [toDelete, setToDelete] = useState<PaymentMethod | null>(null);

  const close = () => {
    if (remove.isPending) return;
    setToDelete(null);
    remove.reset();
  };
  const confirm = () => {
    if (!toDelete || remove.isPending) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        void notify('success', t('paymentMethodsPage.deleted'));
      },
    });
  };
  const names = toDelete ? { brand: toDelete.brand, last4: toDelete.last4 } : { brand: '', last4: '' };

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold">{t('profile.paymentMethods')}</h2>
        <p className="text-sm text-ink-soft">{t('paymentMethodsPage.intro')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('paymentMethodsPage.loading')} rows={2} />
      ) : query.isError ? (
        <LoadError
          title={t('paymentMethodsPage.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('paymentMethodsPage.emptyTitle')} body={t('paymentMethodsPage.emptyBody')} />
      ) : (
        <SavedCardList cards={query.data} onDelete={setToDelete} />
      )}
      <Dialog
        open={toDelete !== null}
        onClose={close}
        dismissible={!remove.isPending}
        size="sm"
        title={t('paymentMethodsPage.confirmTitle')}
        footer={
          <DialogActions
            secondary={
              <Button variant="secondary" onClick={close} disabled={remove.isPending}>
                {t('paymentMethodsPage.cancel')}
              </Button>
            }
            primary={
              <Button onClick={confirm} loading={remove.isPending}>
                {t('paymentMethodsPage.confirm')}
              </Button>
            }
          />
        }
      >
        <div className="space-y-4">
          <p>{t('paymentMethodsPage.confirmBody', names)}</p>
          {remove.isError && <FormAlert>{remove.error.message}</FormAlert>}
        </div>
      </Dialog>
    </div>
  );
}
