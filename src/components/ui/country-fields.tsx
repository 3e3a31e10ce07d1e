import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@/config/countries';
import { HEARD_FROM } from '@/domain/account-schemas';
import { SelectField } from './field';

type CountrySelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  error?: string;
};

/** One of the six countries the shop serves (config/countries), named in her language. */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(
  function CountrySelect(props, ref) {
    const { t } = useTranslation('common');
    return (
      <SelectField ref={ref} autoComplete="country" {...props}>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {t(c.name as never)}
          </option>
        ))}
      </SelectField>
    );
  },
);

type CountryAndSourceProps = {
  /** react-hook-form's `register('country')` and `register('heardFrom')`. */
  country: UseFormRegisterReturn;
  heardFrom: UseFormRegisterReturn;
  /** Each field's message, already in her language. */
  errors: { country?: string; heardFrom?: string };
};

/** Her country and where she heard of the shop, side by side: registration and her details ask them alike. */
export function CountryAndSourceFields({ country, heardFrom, errors }: CountryAndSourceProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <CountrySelect label={t('register.country')} error={errors.country} {...country} />
      <SelectField label={t('register.heardFrom')} error={errors.heardFrom} {...heardFrom}>
        <option value="">{t('register.choose')}</option>
        {HEARD_FROM.map((source) => (
          <option key={source} value={source}>
            {t(`register.heard.${source}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
