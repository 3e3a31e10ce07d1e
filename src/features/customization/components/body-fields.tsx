import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import {
  BODY_FIELDS,
  convertDraft,
  rangeFor,
  type BodyDraft,
  type BodyErrors,
  type BodyField,
  type Unit,
} from '../utils/measurements';

/**
 * Her six body measurements (spec 3) in cm or inches, each with its range: the product page's custom size and
 * her saved measurements in the account. Switching unit converts what she typed.
 */
export function BodyFields({
  draft,
  errors,
  serverErrors,
  onChange,
}: {
  draft: BodyDraft;
  errors?: BodyErrors;
  /** The server's own words for a field (a 422), shown when the form found nothing wrong with it. */
  serverErrors?: Partial<Record<BodyField, string>>;
  onChange: (next: BodyDraft) => void;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const unitLabel = t(`measurement.unitShort.${draft.unit}`);
  const setUnit = (unit: Unit) => onChange(convertDraft(draft, unit));
  const setField = (field: BodyField, text: string) => onChange({ ...draft, [field]: text });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex items-center gap-3">
          <legend className="sr-only">{t('measurement.unitLegend')}</legend>
          <span aria-hidden="true" className="text-sm font-semibold text-ink">
            {t('measurement.unitLegend')}
          </span>
          <div className="inline-flex rounded-full bg-sand-100 p-1">
            {(['cm', 'in'] as const).map((unit) => (
              <label
                key={unit}
                className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                  draft.unit === unit ? 'bg-white text-ink shadow-sm' : 'text-ink-soft'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-unit`}
                  value={unit}
                  checked={draft.unit === unit}
                  onChange={() => setUnit(unit)}
                  className="sr-only"
                />
                {t(`measurement.${unit}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <a
          href={paths.howToMeasure}
          target="_blank"
          rel="noopener"
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('measurement.howToMeasure')}
        </a>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {BODY_FIELDS.map((field) => {
          const [min, max] = rangeFor(field, draft.unit);
          const error = errors?.[field];
          return (
            <TextField
              key={field}
              label={`${t(`measurement.fields.${field}`)} (${unitLabel})`}
              inputMode="decimal"
              autoComplete="off"
              value={draft[field]}
              onChange={(event) => setField(field, event.target.value)}
              hint={t('measurement.range', { min, max, unit: unitLabel })}
              error={
                error === 'required'
                  ? t('validation.required', { ns: 'feedback' })
                  : error === 'range'
                    ? t('measurement.rangeError', { min, max, unit: unitLabel })
                    : serverErrors?.[field]
              }
            />
          );
        })}
      </div>
    </div>
  );
}
