import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/money';
import type { BodyDimensions, MeasurementType, Product, Size } from '@/domain/schemas';
import {
  draftFromDimensions,
  suggestionMeasurements,
  type BodyDraft,
  type BodyErrors,
} from '../utils/measurements';
import { BodyFields } from './body-fields';
import { suggestSize } from '../utils/size-chart';
import { SizeChartDialog } from './size-chart-dialog';

export type MeasurementChoice = { type: MeasurementType; size: Size | null; draft: BodyDraft };
/** `unconfirmed`: her measurements are a questioned set she has not confirmed yet. */
export type MeasurementErrors = { size?: boolean; body?: BodyErrors; unconfirmed?: boolean };

type Props = {
  product: Product;
  /** home measurement is offered in Bahrain only */
  homeAvailable: boolean;
  value: MeasurementChoice;
  onChange: (next: MeasurementChoice) => void;
  errors: MeasurementErrors;
  /** Her saved measurements (a signed-in customer's), offered with one press for a custom size. */
  saved?: BodyDimensions | null;
  /** 'Save to my measurements' for a signed-in customer: the custom size goes to her account once added. */
  saveToAccount?: { checked: boolean; onChange: (checked: boolean) => void };
};

const optionCard = (checked: boolean, disabled: boolean) =>
  [
    'flex items-start gap-3 rounded-2xl border px-4 py-3 transition-colors',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
    disabled
      ? 'cursor-not-allowed border-sand-200 bg-sand-50'
      : checked
        ? 'cursor-pointer border-brand-700 bg-brand-50'
        : 'cursor-pointer border-sand-300 bg-white hover:border-ink/40',
  ].join(' ');

/** How we get her size (spec 3): a standard size, her own measurements, or a home visit (Bahrain only). */
export function MeasurementMethod({
  product,
  homeAvailable,
  value,
  onChange,
  errors,
  saved,
  saveToAccount,
}: Props) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const id = useId();
  const [chartOpen, setChartOpen] = useState(false);
  const [usedSaved, setUsedSaved] = useState(false);
  const fee = (amount: number) => formatPrice(amount, product.currency, lang);

  const methods: { type: MeasurementType; label: string; hint: string; disabled: boolean }[] = [
    {
      type: 'standard',
      label: t('measurement.standard'),
      hint: t('measurement.standardHint'),
      disabled: false,
    },
    {
      type: 'custom',
      label: t('measurement.custom'),
      hint: t('measurement.customHint', { fee: fee(product.fees.customSize) }),
      disabled: false,
    },
    {
      type: 'home',
      label: t('measurement.home'),
      hint: homeAvailable
        ? t('measurement.homeHint', { fee: fee(product.fees.homeMeasurement) })
        : t('measurement.homeOnlyBahrain'),
      disabled: !homeAvailable,
    },
  ];

  const unitLabel = t(`measurement.unitShort.${value.draft.unit}`);
  // no suggestion while a measurement is out of its range: it would be worked out from a typo
  const measured = value.type === 'custom' ? suggestionMeasurements(value.draft) : null;
  const suggestion = measured ? suggestSize(measured) : null;

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink">{t('measurement.legend')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {methods.map((method) => {
            const checked = value.type === method.type;
            return (
              <label key={method.type} className={optionCard(checked, method.disabled)}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method.type}
                  checked={checked}
                  disabled={method.disabled}
                  onChange={() => onChange({ ...value, type: method.type })}
                  aria-label={method.label}
                  aria-describedby={`${id}-${method.type}-hint`}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="flex flex-col gap-0.5">
                  <span
                    className={`text-sm font-semibold ${method.disabled ? 'text-ink-muted' : 'text-ink'}`}
                  >
                    {method.label}
                  </span>
                  <span
                    id={`${id}-${method.type}-hint`}
                    className="text-xs text-ink-muted"
                    data-currency={product.currency}
                  >
                    {method.hint}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {value.type === 'standard' && (
        <fieldset aria-describedby={errors.size ? `${id}-size-error` : undefined}>
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <legend className="text-sm font-semibold text-ink">{t('measurement.sizeLegend')}</legend>
            <button
              type="button"
              onClick={() => setChartOpen(true)}
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('measurement.sizeChart')}
            </button>
          </div>
          <div className="flex flex-wrap gap-2">
            {product.size.map((size) => {
              const checked = value.size === size;
              return (
                <label
                  key={size}
                  className={[
                    'grid h-11 min-w-14 cursor-pointer place-items-center rounded-xl border px-3 text-sm font-semibold transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    checked
                      ? 'border-ink bg-ink text-white'
                      : errors.size
                        ? 'border-red-700 bg-white text-ink'
                        : 'border-sand-300 bg-white text-ink hover:border-ink/40',
                  ].join(' ')}
                >
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={size}
                    checked={checked}
                    onChange={() => onChange({ ...value, size })}
                    className="sr-only"
                  />
                  {size}
                </label>
              );
            })}
          </div>
          {errors.size && (
            <p id={`${id}-size-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {t('measurement.selectSize')}
            </p>
          )}
        </fieldset>
      )}

      {value.type === 'custom' && (
        <div className="space-y-4">
          {saved && (
            <div className="flex flex-col items-start gap-3 rounded-2xl border border-sand-200 bg-sand-50 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center">
              <p className="min-w-0 text-sm text-ink-soft sm:flex-1">{t('measurement.savedAvailable')}</p>
              <Button
                variant="secondary"
                className="!py-2"
                onClick={() => {
                  onChange({ ...value, draft: draftFromDimensions(saved) });
                  setUsedSaved(true);
                }}
              >
                {t('measurement.useSaved')}
              </Button>
              {usedSaved && (
                <p role="status" className="w-full text-sm font-medium text-emerald-900">
                  {t('measurement.savedUsed')}
                </p>
              )}
            </div>
          )}
          <BodyFields
            draft={value.draft}
            errors={errors.body}
            unconfirmed={errors.unconfirmed}
            onChange={(draft) => {
              onChange({ ...value, draft });
              setUsedSaved(false);
            }}
          />
          {suggestion && (
            <div
              role="status"
              className="rounded-2xl border border-sand-200 bg-sand-100 px-4 py-3"
              data-testid="size-suggestion"
              data-currency={product.currency}
            >
              {suggestion.between ? (
                // between two sizes of the chart: no size is guessed, her custom size is what fits
                <>
                  <p className="text-sm font-semibold text-ink">
                    {t('measurement.suggestion.betweenTitle', suggestion.between)}
                  </p>
                  <p className="text-sm text-ink-soft">
                    {t('measurement.suggestion.between', {
                      ...suggestion.between,
                      measure: t(`measurement.fields.${suggestion.between.measure}`),
                      unit: unitLabel,
                      fee: fee(product.fees.customSize),
                    })}
                  </p>
                </>
              ) : (
                <>
                  <p className="text-sm font-semibold text-ink">
                    {t('measurement.suggestion.title', { size: suggestion.size })}
                  </p>
                  <p className="text-sm text-ink-soft">
                    {suggestion.withinChart
                      ? t('measurement.suggestion.within', { size: suggestion.size })
                      : t('measurement.suggestion.close', {
                          size: suggestion.size,
                          offBy: suggestion.offBy,
                          unit: unitLabel,
                        })}
                  </p>
                </>
              )}
            </div>
          )}
          {saveToAccount && (
            <label className="flex items-center gap-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={saveToAccount.checked}
                onChange={(event) => saveToAccount.onChange(event.target.checked)}
                className="size-5 rounded border-sand-300 accent-brand-700"
              />
              {t('measurement.saveToAccount')}
            </label>
          )}
        </div>
      )}

      {value.type === 'home' && (
        <p className="rounded-2xl border border-sand-200 bg-sand-100 px-4 py-3 text-sm text-ink-soft">
          {t('measurement.homeNote')}
        </p>
      )}

      <SizeChartDialog open={chartOpen} onClose={() => setChartOpen(false)} />
    </div>
  );
}
