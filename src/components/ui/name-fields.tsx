import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './field';

type NameFieldsProps = {
  /** react-hook-form's `register('firstName')` and `register('lastName')`. */
  first: UseFormRegisterReturn;
  last: UseFormRegisterReturn;
  /** Each field's message, already in her language. */
  errors: { first?: string; last?: string };
  /** Stops typing at the limit (her details, where the stored name already fits it). */
  maxLength?: number;
};

/** Her first and last name, side by side from a small tablet up: registration and her details ask them alike. */
export function NameFields({ first, last, errors, maxLength }: NameFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('register.firstName')}
        autoComplete="given-name"
        maxLength={maxLength}
        error={errors.first}
        {...first}
      />
      <TextField
        label={t('register.lastName')}
        autoComplete="family-name"
        maxLength={maxLength}
        error={errors.last}
        {...last}
      />
    </div>
  );
}
