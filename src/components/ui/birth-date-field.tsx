import { useId, useMemo, type FocusEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_AGE } from '@/domain/account-rules';
import { SelectField } from './field';

const OLDEST = 100;
const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD", with any part left empty while she has not chosen it ("1996--04"). */
function split(value: string) {
  const match = /^(\d{4}|)-(\d{2}|)-(\d{2}|)$/.exec(value);
  return { year: match?.[1] ?? '', month: match?.[2] ?? '', day: match?.[3] ?? '' };
}

/**
 * Her birth date as day, month and year, in the page's language and direction: Chromium draws a native date
 * input in the browser's own locale (mm/dd/yyyy, left to right) whatever the page's lang and dir, so an Arabic
 * page showed an English field. The value stays the contract's YYYY-MM-DD; a part not yet chosen leaves it
 * incomplete, which the schema calls an invalid date.
 */
export function BirthDateField<Values extends { birthDate: string }>({
  control,
  error,
}: {
  /** A form with a `birthDate` (sign-up, her details in the account); the words are the `auth` namespace's. */
  control: Control<Values>;
  error?: string;
}) {
  const { t, i18n } = useTranslation('auth');
  const { field } = useController({
    control: control as unknown as Control<{ birthDate: string }>,
    name: 'birthDate',
  });
  const id = useId();
  const errorId = `${id}-error`;
  const parts = split(field.value);
  const lang = i18n.language;

  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [lang]);
  const years = useMemo(() => {
    // From the year of those about to turn MIN_AGE, so the age rule (not a missing year) says why she is too young.
    const youngest = new Date().getUTCFullYear() - MIN_AGE + 1;
    return Array.from({ length: OLDEST - MIN_AGE + 1 }, (_, i) => String(youngest - i));
  }, []);

  const set = (next: Partial<ReturnType<typeof split>>) => {
    const p = { ...parts, ...next };
    field.onChange(p.year || p.month || p.day ? `${p.year}-${p.month}-${p.day}` : '');
  };
  // Checked once she leaves the whole date, not after its first part.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
  };
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <fieldset
      lang={lang}
      dir={i18n.dir(lang)}
      aria-describedby={error ? errorId : undefined}
      onBlur={onBlur}
      className="space-y-1.5"
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t('register.birthDate')}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.7fr)_minmax(0,1.3fr)] gap-3">
        <SelectField
          ref={field.ref}
          label={t('register.birthDay')}
          name={`${field.name}-day`}
          autoComplete="bday-day"
          value={parts.day}
          onChange={(e) => set({ day: e.target.value })}
          className="px-3"
          {...invalid}
        >
          <option value="">–</option>
          {Array.from({ length: 31 }, (_, i) => (
            <option key={i} value={pad(i + 1)}>
              {i + 1}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('register.birthMonth')}
          name={`${field.name}-month`}
          autoComplete="bday-month"
          value={parts.month}
          onChange={(e) => set({ month: e.target.value })}
          className="px-3"
          {...invalid}
        >
          <option value="">–</option>
          {months.map((month, i) => (
            <option key={month} value={pad(i + 1)}>
              {month}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('register.birthYear')}
          name={`${field.name}-year`}
          autoComplete="bday-year"
          value={parts.year}
          onChange={(e) => set({ year: e.target.value })}
          className="px-3"
          {...invalid}
        >
          <option value="">–</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
