import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '@/components/ui/icons';

type PaginationProps = {
  page: number;
  pages: number;
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

export function Pagination({ page, pages, onPage, onPressStart }: PaginationProps) {
  const { t } = useTranslation('catalog');
  if (pages <= 1) return null;
  const go = (p: number) => onPage(p);
  const step =
    'inline-flex size-11 items-center justify-center rounded-full border border-sand-300 bg-white text-ink hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-12 flex flex-col items-center gap-3"
      onPointerDown={onPressStart}
    >
      <div className="flex items-center gap-2">
        <button type="button" className={step} disabled={page <= 1} onClick={() => go(page - 1)}>
          <span className="sr-only">{t('pagination.previous')}</span>
          <ArrowIcon className="size-4 rotate-180" aria-hidden="true" />
        </button>
        <ul className="flex items-center gap-1">
          {visiblePages(page, pages).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('pagination.page', { page: p })}
                  onClick={() => go(p)}
                  className={`inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold ${
                    p === page ? 'bg-ink text-white' : 'text-ink hover:bg-sand-100'
                  }`}
                >
                  {p}
                </button>
              </li>
            ),
          )}
        </ul>
        <button type="button" className={step} disabled={page >= pages} onClick={() => go(page + 1)}>
          <span className="sr-only">{t('pagination.next')}</span>
          <ArrowIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="text-sm text-ink-muted">{t('pagination.status', { page, pages })}</p>
    </nav>
  );
}
