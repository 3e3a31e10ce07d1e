import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@/domain/schemas';
import { AddressLines } from './address-lines';

type AddressPickerProps = {
  addresses: readonly Address[];
  value: number | null;
  onChange: (id: number) => void;
  legend: string;
  error?: string;
  children?: ReactNode;
};

/** Her saved addresses as one radio group (order as given: the caller puts the default first). */
export const AddressPicker = forwardRef<HTMLFieldSetElement, AddressPickerProps>(function AddressPicker(
  { addresses, value, onChange, legend, error, children },
  ref,
) {
  const { t } = useTranslation('checkout');
  const errorId = 'address-picker-error';
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className="space-y-3 focus:outline-none"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-3 font-display text-xl font-semibold text-ink sm:text-2xl">{legend}</legend>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {addresses.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => {
            const checked = value === address.id;
            return (
              <li key={address.id}>
                <label
                  className={`flex h-full cursor-pointer gap-3 rounded-2xl border bg-white p-4 transition-colors ${
                    checked ? 'border-brand-700 ring-1 ring-brand-700' : 'border-sand-300 hover:border-ink/40'
                  }`}
                >
                  <input
                    type="radio"
                    name="delivery-address"
                    value={address.id}
                    checked={checked}
                    onChange={() => onChange(address.id)}
                    className="mt-1 size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 flex-1">
                    {address.isDefault && (
                      <span className="mb-1 inline-block rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink">
                        {t('address.default')}
                      </span>
                    )}
                    <AddressLines address={address} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {children}
    </fieldset>
  );
});
