import { useTranslation } from 'react-i18next';

const STEPS = [1, 2, 3] as const;

/** How a piece is ordered, in three steps. */
export function HomeSteps() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="steps-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <h2 id="steps-title" className="text-3xl font-semibold sm:text-4xl">
          {t('home.stepsTitle')}
        </h2>
        <p className="mt-3 text-ink-soft">{t('home.stepsIntro')}</p>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((n) => (
          <li key={n} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
            <p className="font-display text-4xl font-semibold text-brand-700" aria-hidden="true">
              0{n}
            </p>
            <h3 className="mt-4 text-xl font-semibold">
              <span className="sr-only">{t('home.stepLabel', { number: n })}: </span>
              {t(`home.step${n}Title`)}
            </h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{t(`home.step${n}Body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
