import type { ReactNode } from 'react';

/** The banner every information page opens with: a small eyebrow, the page's one h1, and an intro. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-sand-200 bg-gradient-to-b from-sand-100 to-sand-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow && (
          <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="max-w-3xl text-3xl leading-tight font-semibold text-balance sm:text-5xl">{title}</h1>
        {intro && (
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">{intro}</p>
        )}
        {children}
      </div>
    </header>
  );
}

/** A titled block of a page; the id lets a heading be linked to. */
export function PageSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className}`}>
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
