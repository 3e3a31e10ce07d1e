import type { ReactNode } from 'react';

const widths = { narrow: 'max-w-3xl', medium: 'max-w-4xl', wide: 'max-w-5xl' };

/**
 * The frame of the shop's information pages (about, how it works, how to measure, size guide and chart, FAQs,
 * contact, privacy, terms): a banner with the page's one h1 and its intro, then the page's sections, one gap
 * apart. Plain markup only, so the prerendered page reads and works before its scripts; logical properties
 * only, so Arabic mirrors by itself.
 */
export function InfoPage({
  eyebrow,
  title,
  intro,
  meta,
  width = 'wide',
  bodyClassName = 'space-y-16',
  children,
}: {
  /** a small line above the title */
  eyebrow?: string;
  title: string;
  intro?: string;
  /** a line under the title, e.g. when the page was last updated */
  meta?: ReactNode;
  width?: keyof typeof widths;
  /** how the page's body lays out its sections (a grid for a two-column page); sections stack by default */
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className="border-b border-sand-200 bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          {eyebrow && (
            <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{eyebrow}</p>
          )}
          <h1 className="max-w-3xl text-3xl leading-tight font-semibold text-balance sm:text-5xl">{title}</h1>
          {meta && <p className="mt-3 text-sm font-medium text-ink-muted">{meta}</p>}
          {intro && (
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">{intro}</p>
          )}
        </div>
      </header>
      <div className={`mx-auto ${widths[width]} px-4 py-14 sm:px-6 lg:px-8 ${bodyClassName}`}>{children}</div>
    </>
  );
}

const tones = {
  plain: '',
  card: 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8',
  brand: 'rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-10',
  dark: 'rounded-[2rem] bg-ink p-8 text-sand-100 sm:p-10',
};

const layouts = {
  /** the heading, its lead, then the body */
  stack: '',
  /** the heading beside the body from a tablet's width */
  split: 'grid gap-8 md:grid-cols-[1fr_2fr]',
  /** heading and lead on one side, the actions on the other from a tablet's width (a call to action) */
  banner: 'flex flex-col gap-6 md:flex-row md:items-center md:justify-between',
  /** a centred call to action */
  centered: 'text-center',
};

/**
 * One titled section of an information page: a region named by its h2, linkable by its id (`#id`, the heading
 * is `id-title`). Its tone is its background; its layout places the heading, the lead, the body and the actions.
 */
export function InfoSection({
  id,
  title,
  lead,
  tone = 'plain',
  layout = 'stack',
  actions,
  className = '',
  children,
}: {
  id: string;
  title: ReactNode;
  /** the paragraph under the heading */
  lead?: ReactNode;
  tone?: keyof typeof tones;
  layout?: keyof typeof layouts;
  /** links or buttons that end the section */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const dark = tone === 'dark';
  const heading = (
    <h2
      id={`${id}-title`}
      className={`text-2xl font-semibold sm:text-3xl ${dark ? '!text-white' : ''} ${layout === 'split' ? '' : 'text-balance'}`}
    >
      {title}
    </h2>
  );
  const leadText = lead && (
    <p
      className={`mt-3 max-w-2xl leading-relaxed ${dark ? 'text-sand-200' : 'text-ink-soft'} ${layout === 'centered' ? 'mx-auto' : ''}`}
    >
      {lead}
    </p>
  );
  const actionRow = actions && (
    <div
      className={`flex flex-wrap gap-3 ${layout === 'banner' ? 'shrink-0' : 'mt-6'} ${layout === 'centered' ? 'justify-center' : ''}`}
    >
      {actions}
    </div>
  );
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-24 ${tones[tone]} ${layouts[layout]} ${className}`}
    >
      {layout === 'split' ? (
        <>
          {heading}
          <div>
            {leadText}
            {children}
          </div>
        </>
      ) : layout === 'banner' ? (
        <>
          <div>
            {heading}
            {leadText}
            {children}
          </div>
          {actionRow}
        </>
      ) : (
        <>
          {heading}
          {leadText}
          {children && <div className="mt-6">{children}</div>}
          {actionRow}
        </>
      )}
    </section>
  );
}
