import { isPlainClick } from '@/components/ui/link';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '@/components/ui/icons';

type PaginationProps = {
  page: number;
  pages: number;
  /** The address of a page of the list, for its link (which opens in a new tab, or goes there without scripts). */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  /** A pointer went down on the pager: what is above it must not move until it comes up. */
  onPressStart?: () => void;
};

/** Pages around the current one, with the first and last always in reach. */
function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? (['gap', p] as const) : [p]));
}

export function Pagination({ page, pages, hrefFor, onPage, onPressStart }: PaginationProps) {
  const { t } = useTranslation('catalog');
  if (pages <= 1) return null;
  // A link to the page, followed in the page by a plain press; a press with a modifier (a new tab) is the browser's.
  const link = (p: number) => ({
    href: hrefFor(p),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onPage(p);
    },
  });
  const step =
    'inline-flex size-11 items-center justify-center rounded-full border border-sand-300 bg-white text-ink hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-12 flex flex-col items-center gap-3"
      onPointerDown={onPressStart}
    >
      <div className="flex items-center gap-2">
        <StepLink className={step} to={page > 1 ? link(page - 1) : null}>
          <span className="sr-only">{t('pagination.previous')}</span>
          <ArrowIcon className="size-4 rotate-180" aria-hidden="true" />
        </StepLink>
        <ul className="flex items-center gap-1">
          {visiblePages(page, pages).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
                …
              </li>
            ) : (
              <li key={p}>
                <a
                  {...link(p)}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('pagination.page', { page: p })}
                  className={`inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold ${
                    p === page ? 'bg-ink text-white' : 'text-ink hover:bg-sand-100'
                  }`}
                >
                  {p}
                </a>
              </li>
            ),
          )}
        </ul>
        <StepLink className={step} to={page < pages ? link(page + 1) : null}>
          <span className="sr-only">{t('pagination.next')}</span>
          <ArrowIcon className="size-4" aria-hidden="true" />
        </StepLink>
      </div>
      <p className="text-sm text-ink-muted">{t('pagination.status', { page, pages })}</p>
    </nav>
  );
}

/** Previous or next: a link, or on the first or last page a disabled button (there is nowhere to go). */
function StepLink({
  to,
  className,
  children,
}: {
  to: { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } | null;
  className: string;
  children: ReactNode;
}) {
  if (!to)
    return (
      <button type="button" disabled className={className}>
        {children}
      </button>
    );
  return (
    <a {...to} className={className}>
      {children}
    </a>
  );
}
