import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/load-state';
import { notify } from '@/lib/notify';
import type { Address, AddressInput } from '@/domain/schemas';
import { useCreateAddress } from '../api/create-address';
import { useDeleteAddress } from '../api/delete-address';
import { sortAddresses } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';
import { AddressForm } from './address-form';
import { AddressLines } from './address-lines';

const inputOf = ({ id: _id, ...input }: Address): AddressInput => input;

type Editing = null | 'new' | number;

/**
 * Her address book (the account's Addresses): the default first and marked, add, edit, make default, and delete
 * after a confirmation. Spec 8's 'Address saved' and 'Address deleted' say when it worked.
 */
export function AddressBook({ addresses }: { addresses: readonly Address[] }) {
  const { t } = useTranslation(['account', 'checkout', 'feedback']);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [defaultError, setDefaultError] = useState<string | null>(null);
  const [makingDefault, setMakingDefault] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = sortAddresses(addresses);

  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const saved = () => {
    void notify('success', t('checkout:address.saved'));
    close();
  };

  const makeDefault = async (address: Address) => {
    if (makingDefault !== null) return;
    setDefaultError(null);
    setMakingDefault(address.id);
    try {
      await update.mutateAsync({ id: address.id, input: { ...inputOf(address), isDefault: true } });
      void notify('success', t('checkout:address.saved'));
    } catch (error) {
      setDefaultError(error instanceof Error ? error.message : t('errors.generic', { ns: 'feedback' }));
    } finally {
      setMakingDefault(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting || remove.isPending) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
      void notify('success', t('addressBook.deleted'));
      requestAnimationFrame(() => addButton.current?.focus());
    } catch (error) {
      setDeleteError(error instanceof Error ? error.message : t('errors.generic', { ns: 'feedback' }));
    }
  };

  return (
    <div className="space-y-5">
      {editing === 'new' ? (
        <section aria-labelledby="new-address" className="rounded-2xl border border-sand-200 p-4 sm:p-6">
          <h3 id="new-address" className="mb-4 text-lg font-semibold">
            {t('addressBook.newTitle')}
          </h3>
          <AddressForm
            onSubmit={async (input) => {
              await create.mutateAsync(input);
              saved();
            }}
            onCancel={close}
            submitLabel={t('checkout:address.save')}
            submittingLabel={t('checkout:address.saving')}
            offerDefault={list.length > 0}
          />
        </section>
      ) : (
        <Button ref={addButton} onClick={() => setEditing('new')} className="w-full sm:w-auto">
          {t('addressBook.add')}
        </Button>
      )}

      {defaultError && <FormAlert>{defaultError}</FormAlert>}

      {list.length === 0 ? (
        editing !== 'new' && (
          <EmptyState title={t('addressBook.emptyTitle')} body={t('addressBook.emptyBody')} />
        )
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('addressBook.listLabel')}>
          {list.map((address) =>
            editing === address.id ? (
              <li key={address.id} className="rounded-2xl border border-sand-200 p-4 sm:p-6 lg:col-span-2">
                <h3 className="mb-4 text-lg font-semibold">{t('addressBook.editTitle')}</h3>
                <AddressForm
                  initial={inputOf(address)}
                  onSubmit={async (input) => {
                    await update.mutateAsync({ id: address.id, input });
                    saved();
                  }}
                  onCancel={close}
                  submitLabel={t('checkout:address.save')}
                  submittingLabel={t('checkout:address.saving')}
                  offerDefault={!address.isDefault}
                />
              </li>
            ) : (
              <li
                key={address.id}
                data-testid="address-card"
                className={`flex flex-col gap-4 rounded-2xl border p-4 sm:p-5 ${
                  address.isDefault ? 'border-brand-700 bg-brand-50/40' : 'border-sand-200'
                }`}
              >
                <div className="flex items-start justify-between gap-3">
                  <AddressLines address={address} />
                  {address.isDefault && (
                    <span className="shrink-0 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                      {t('checkout:address.default')}
                    </span>
                  )}
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    className="!px-4 !py-2"
                    onClick={() => setEditing(address.id)}
                    aria-label={t('addressBook.editOf', { name: address.name, city: address.city })}
                  >
                    {t('addressBook.edit')}
                  </Button>
                  {!address.isDefault && (
                    <Button
                      variant="secondary"
                      className="!px-4 !py-2"
                      loading={makingDefault === address.id}
                      onClick={() => void makeDefault(address)}
                      aria-label={t('addressBook.makeDefaultOf', { name: address.name, city: address.city })}
                    >
                      {t('addressBook.makeDefault')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    className="!px-4 !py-2 text-red-800 hover:bg-red-50"
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(address);
                    }}
                    aria-label={t('addressBook.deleteOf', { name: address.name, city: address.city })}
                  >
                    {t('addressBook.delete')}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('addressBook.confirmTitle')}
        size="sm"
        footer={
          <DialogActions
            secondary={
              <Button variant="secondary" onClick={() => setDeleting(null)} disabled={remove.isPending}>
                {t('addressBook.keep')}
              </Button>
            }
            primary={
              <Button
                onClick={() => void confirmDelete()}
                loading={remove.isPending}
                className="!bg-red-800 hover:!bg-red-900"
              >
                {t('addressBook.confirmDelete')}
              </Button>
            }
          />
        }
      >
        <div className="space-y-4">
          {deleteError && <FormAlert>{deleteError}</FormAlert>}
          <p className="text-sm text-ink-soft">{t('addressBook.confirmBody')}</p>
          {deleting && <AddressLines address={deleting} />}
        </div>
      </Dialog>
    </div>
  );
}
