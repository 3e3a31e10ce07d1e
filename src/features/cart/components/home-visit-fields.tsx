import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMES_OF_DAY } from '@/domain/schemas';
import { useLang } from '@/lib/use-lang';
import { isFriday } from '@/domain/calendar';
import { dateLocale, dateTimeFormat } from '@/lib/format-date';
import { checkVisitDate, visitDates, type VisitChoice, type VisitDayChoice } from '../utils/visit-dates';

const DAYS: VisitDayChoice[] = ['tomorrow', 'dayAfterTomorrow', 'custom'];

const optionClasses = (checked: boolean) =>
  [
    'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 transition-colors',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600',
    checked ? 'border-brand-600 bg-brand-50' : 'border-sand-300 bg-white hover:border-ink/30',
  ].join(' ');

const VISIT_DAY = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** A calendar date (YYYY-MM-DD) as "Wed 25 Nov" in her language, the date itself, not an instant. */
function formatDay(iso: string, lang: 'en' | 'ar'): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return dateTimeFormat(dateLocale(lang), VISIT_DAY).format(date);
}

type Props = {
  value: VisitChoice;
  onChange: (next: VisitChoice) => void;
  /** Show what is missing (after she tried to go on). */
  showMissing: boolean;
  now?: Date;
};

/**
 * Spec 3: the home visit's day (tomorrow, the day after, or a date from tomorrow on; never a Friday, when the
 * shop is closed) and time of day.
 */
export function HomeVisitFields({ value, onChange, showMissing, now }: Props) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const id = useId();
  const { tomorrow, dayAfterTomorrow } = visitDates(now);
  const dateOf: Record<Exclude<VisitDayChoice, 'custom'>, string> = { tomorrow, dayAfterTomorrow };
  const customVerdict = value.day === 'custom' ? checkVisitDate(value.customDate, now) : 'ok';
  // A named day that falls on a Friday cannot be chosen; one chosen before the day moved on is refused.
  const namedFriday = value.day !== null && value.day !== 'custom' && isFriday(dateOf[value.day]);
  const dateError =
    value.day === 'custom' && customVerdict !== 'ok'
      ? customVerdict === 'past'
        ? t('visit.datePast')
        : customVerdict === 'friday'
          ? t('visit.dateFriday')
          : customVerdict === 'invalid'
            ? t('visit.dateInvalid')
            : showMissing
              ? t('visit.dateRequired')
              : null
      : namedFriday
        ? t('visit.dateFriday')
        : value.day === null && showMissing
          ? t('visit.dateRequired')
          : null;
  const timeError = value.timeOfDay === null && showMissing ? t('visit.timeRequired') : null;
  const customId = `${id}-custom-date`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="home-visit"
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-ink">
          {t('visit.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('visit.intro')}</p>
      </div>

      <fieldset
        className="space-y-2"
        aria-describedby={dateError && value.day !== 'custom' ? `${id}-date-error` : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-ink">{t('visit.dateLegend')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {DAYS.map((day) => {
            const checked = value.day === day;
            const closed = day !== 'custom' && isFriday(dateOf[day]);
            return (
              <label
                key={day}
                className={`${optionClasses(checked)} ${closed && !checked ? 'cursor-not-allowed opacity-60' : ''}`}
              >
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={day}
                  checked={checked}
                  disabled={closed && !checked}
                  onChange={() => onChange({ ...value, day })}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="flex flex-col">
                  <span className="text-sm font-semibold text-ink">{t(`visit.${day}`)}</span>
                  {day !== 'custom' && (
                    <span className="text-xs text-ink-muted">
                      {formatDay(dateOf[day], lang)}
                      {closed && ` · ${t('visit.closedFriday')}`}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        {value.day === 'custom' && (
          <div className="space-y-1.5 pt-1">
            <label htmlFor={customId} className="text-sm font-semibold text-ink">
              {t('visit.customLabel')}
            </label>
            <input
              id={customId}
              type="date"
              min={tomorrow}
              value={value.customDate}
              onChange={(event) => onChange({ ...value, customDate: event.target.value })}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${id}-date-error` : undefined}
              className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 sm:w-64 ${
                dateError ? 'border-red-700' : 'border-sand-300'
              }`}
            />
          </div>
        )}
        {dateError && (
          <p id={`${id}-date-error`} role="alert" className="text-sm font-medium text-red-700">
            {dateError}
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-2" aria-describedby={timeError ? `${id}-time-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('visit.timeLegend')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {TIMES_OF_DAY.map((time) => {
            const checked = value.timeOfDay === time;
            return (
              <label key={time} className={optionClasses(checked)}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={time}
                  checked={checked}
                  onChange={() => onChange({ ...value, timeOfDay: time })}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="text-sm font-semibold text-ink">{t(`visit.${time}`)}</span>
              </label>
            );
          })}
        </div>
        {timeError && (
          <p id={`${id}-time-error`} role="alert" className="text-sm font-medium text-red-700">
            {timeError}
          </p>
        )}
      </fieldset>
    </section>
  );
}
