import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type LegalSection = { id: string; title: string; body: string };

/** Privacy and terms: a table of contents beside readable, numbered sections. */
export function LegalPage({
  title,
  intro,
  meta,
  sections,
}: {
  title: string;
  intro: string;
  meta?: ReactNode;
  sections: LegalSection[];
}) {
  const { t } = useTranslation('content');
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-semibold sm:text-5xl">{title}</h1>
        {meta && <p className="mt-3 text-sm font-medium text-ink-muted">{meta}</p>}
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">{intro}</p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('shared.onThisPage')} className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-xs font-semibold tracking-[0.18em] text-ink-muted uppercase">
            {t('shared.onThisPage')}
          </p>
          <ol className="space-y-2 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-ink-soft hover:text-brand-700 hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-8">
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
            >
              <h2 id={`${s.id}-title`} className="mb-3 text-xl font-semibold sm:text-2xl">
                <span className="me-2 text-brand-700">{i + 1}.</span>
                {s.title}
              </h2>
              <p className="leading-relaxed text-ink-soft">{s.body}</p>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
