import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPage, InfoSection } from '@/components/info-page';

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
    <InfoPage title={title} intro={intro} meta={meta} bodyClassName="grid gap-10 lg:grid-cols-[14rem_1fr]">
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
          <InfoSection
            key={s.id}
            id={s.id}
            tone="card"
            title={
              <>
                <span className="me-2 text-brand-700">{i + 1}.</span>
                {s.title}
              </>
            }
            lead={s.body}
          />
        ))}
      </div>
    </InfoPage>
  );
}
