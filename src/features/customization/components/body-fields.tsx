import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import {
  BODY_FIELDS,
  convertDraft,
  draftConcerns,
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
  unconfirmed = false,
}: {
  draft: BodyDraft;
  errors?: BodyErrors;
  /** She went on with a questioned set she has not confirmed: the confirmation is asked for. */
  unconfirmed?: boolean;
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
      <MeasurementsCheck draft={draft} unconfirmed={unconfirmed} onChange={onChange} />
    </div>
  );
}

/**
 * Her measurements questioned where she types them: the sets that cannot all be right (domain/body-measurements),
 * each naming its fields and numbers, and a box to say they are right. A question, not a block: once she ticks
 * it, they go on as typed; changing a questioned number asks again. Announced politely as it appears.
 */
function MeasurementsCheck({
  draft,
  unconfirmed,
  onChange,
}: {
  draft: BodyDraft;
  unconfirmed: boolean;
  onChange: (next: BodyDraft) => void;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const { concerns, key, values } = draftConcerns(draft);
  const unit = t(`measurement.unitShort.${draft.unit}`);
  const shown: Record<BodyField, string> = {
    bust: '',
    underBust: '',
    waist: '',
    hips: '',
    shoulderWidth: '',
    bodyHeight: '',
  };
  for (const field of BODY_FIELDS) {
    if (values[field] !== undefined) shown[field] = `${values[field]} ${unit}`;
  }
  const confirmed = concerns.length > 0 && draft.confirmed === key;
  const asked = unconfirmed && !confirmed;
  return (
    <div aria-live="polite">
      {concerns.length > 0 && (
        <div
          className="space-y-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink"
          data-testid="measurements-check"
        >
          <p className="font-semibold">{t('measurement.check.title')}</p>
          <ul className="list-disc space-y-1 ps-5">
            {concerns.map((concern) => (
              <li key={concern.rule}>
                {concern.rule === 'heightInOtherUnit'
                  ? t(`measurement.check.heightInOtherUnit.${draft.unit}`, shown)
                  : t(`measurement.check.${concern.rule}`, shown)}
              </li>
            ))}
          </ul>
          <p className="text-ink-soft">{t('measurement.check.why')}</p>
          <label className="flex items-center gap-3 font-semibold">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => onChange({ ...draft, confirmed: event.target.checked ? key : undefined })}
              aria-invalid={asked ? true : undefined}
              aria-describedby={asked ? `${id}-asked` : undefined}
              className="size-5 shrink-0 rounded border-sand-300 accent-brand-700"
            />
            {t('measurement.check.confirm')}
          </label>
          {asked && (
            <p id={`${id}-asked`} className="font-medium text-red-700">
              {t('measurement.check.confirmNeeded')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
