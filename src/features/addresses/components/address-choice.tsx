import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useCreateAddress } from '../api/create-address';
import { newAddressDraft } from '../utils/address-draft';
import type { AddressChoice as Choice } from '../hooks/use-address-choice';
import { AddressForm } from './address-form';
import { AddressPicker } from './address-picker';

type Props = {
  choice: Choice;
  /** What is wrong with the choice (none made, or the server's word on it). */
  error?: string;
  /** She chose or added one: a word about the earlier choice no longer applies. */
  onChosen: () => void;
};

/**
 * Checkout's delivery address (words in the `checkout` namespace): her addresses to choose from, or a form to add
 * one (at once when she has none), with its loading and error states.
 */
export const AddressChoiceSection = forwardRef<HTMLFieldSetElement, Props>(function AddressChoiceSection(
  { choice, error, onChosen },
  ref,
) {
  const { t } = useTranslation(['checkout', 'feedback']);
  const { query, sorted } = choice;
  // a new address she was typing when a sign-in took her away opens again, as she left it
  const [adding, setAdding] = useState(() => newAddressDraft.read() !== null);
  const showForm = query.isSuccess && (adding || sorted.length === 0);
  const createAddress = useCreateAddress();
  return (
    <section aria-label={t('address.legend')}>
      {query.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <h2 className="text-xl font-semibold sm:text-2xl">{t('address.legend')}</h2>
          <div className="grid animate-pulse gap-3 sm:grid-cols-2" aria-hidden="true">
            <div className="h-32 rounded-2xl bg-sand-200" />
          </div>
        </div>
      ) : query.isError ? (
        <div className="space-y-3">
          <h2 className="text-xl font-semibold sm:text-2xl">{t('address.legend')}</h2>
          <FormAlert>
            <p>{t('address.loadError')}</p>
            <p className="font-normal">{query.error.message}</p>
          </FormAlert>
          <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('feedback:errors.retry')}
          </Button>
        </div>
      ) : (
        <AddressPicker
          ref={ref}
          legend={t('address.legend')}
          addresses={sorted}
          value={choice.id}
          onChange={(id) => {
            choice.choose(id);
            onChosen();
          }}
          error={error}
        >
          {sorted.length === 0 && <p className="text-sm text-ink-soft">{t('address.none')}</p>}
          {showForm ? (
            <div className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
              <h3 className="mb-4 font-sans text-base font-semibold">{t('address.formTitle')}</h3>
              <AddressForm
                draft={newAddressDraft}
                initial={{ isDefault: sorted.length === 0 }}
                offerDefault={sorted.length > 0}
                submitLabel={t('address.save')}
                submittingLabel={t('address.saving')}
                onCancel={sorted.length > 0 ? () => setAdding(false) : undefined}
                onSubmit={async (input) => {
                  const saved = await createAddress.mutateAsync(input);
                  choice.choose(saved.id);
                  setAdding(false);
                  onChosen();
                  void notify('success', t('address.saved'));
                }}
              />
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <span aria-hidden="true">+</span> {t('address.add')}
            </Button>
          )}
        </AddressPicker>
      )}
    </section>
  );
});
