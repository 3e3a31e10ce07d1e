import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from './button';
import { Link } from './link';

/**
 * Something she asked for could not be read: what, why (often the server's words, in either language: their own
 * direction), what is kept if that needs saying, and a way to try again. The one error state of the shop. With
 * `heading`, it stands for a whole screen or section and its title is that heading (1 for a page, 2 for a part
 * under the page's own title); without, it is a part of a page and its title a line.
 */
export function LoadError({
  title,
  message,
  note,
  onRetry,
  retrying = false,
  retryLabel,
  heading,
}: {
  title: string;
  message?: string;
  note?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** 'Try again' unless the screen says it otherwise. */
  retryLabel?: string;
  heading?: 1 | 2;
}) {
  const { t } = useTranslation('feedback');
  const Title = heading === 1 ? 'h1' : heading === 2 ? 'h2' : 'p';
  const screen = heading !== undefined;
  return (
    <div
      role="alert"
      className={
        screen
          ? 'mx-auto max-w-xl space-y-4 rounded-3xl border border-sand-200 bg-white p-6 text-center sm:p-10'
          : 'space-y-3 rounded-2xl border border-red-200 bg-red-50 p-5'
      }
    >
      <Title className={screen ? 'text-2xl font-semibold sm:text-3xl' : 'font-semibold text-red-900'}>
        {title}
      </Title>
      {message && (
        <p
          dir="auto"
          className={screen ? 'text-ink-soft wrap-anywhere' : 'text-sm text-red-900 wrap-anywhere'}
        >
          {message}
        </p>
      )}
      {note && <p className={screen ? 'text-ink-soft' : 'text-sm text-red-900'}>{note}</p>}
      <Button variant={screen ? 'primary' : 'secondary'} onClick={onRetry} loading={retrying}>
        {retryLabel ?? t('errors.retry')}
      </Button>
    </div>
  );
}

/** Grey rows while a list loads; the words are for screen readers. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="h-20 rounded-2xl bg-sand-200" />
        ))}
      </div>
    </div>
  );
}

/**
 * A list of hers with nothing in it yet (her cards, orders, notifications, addresses): what is empty, what would
 * fill it, and where to go from here when there is somewhere. A part of a page, under the list's own heading.
 */
export function EmptyState({
  title,
  body,
  action,
}: {
  title: string;
  body?: string;
  /** a link on (the collection), drawn as the screen chooses */
  action?: { to: string; label: string; look?: 'secondary' | 'link' };
}) {
  return (
    <div className="rounded-2xl border border-dashed border-sand-300 bg-sand-50 p-6 text-center sm:p-8">
      <p className="text-lg font-semibold text-ink">{title}</p>
      {body && <p className="mt-1 text-ink-soft">{body}</p>}
      {action && (
        <Link to={action.to} className={buttonClasses(action.look ?? 'secondary', 'mt-4')}>
          {action.label}
        </Link>
      )}
    </div>
  );
}

/** What she opened is not there (an order, a summary): what happened, why, and one way on. */
export function NotFoundState({
  title,
  body,
  to,
  action,
  heading = 1,
}: {
  title: string;
  body: string;
  to: string;
  action: string;
  /** 1 for a page of its own; 2 under a layout's own title (an order in her account). */
  heading?: 1 | 2;
}) {
  const Title = heading === 1 ? 'h1' : 'h2';
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-5 text-center">
      <Title className="text-3xl font-semibold sm:text-4xl">{title}</Title>
      <p className="text-ink-soft">{body}</p>
      <Link to={to} className={buttonClasses('primary')}>
        {action}
      </Link>
    </div>
  );
}

/** Grey rows of pieces (a picture beside three lines), where a cart's or an order list's pieces will be. */
export function ProductRowsSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
          <div className="aspect-[2/3] w-16 rounded-xl bg-sand-200 sm:w-20" />
          <div className="flex-1 space-y-3 py-1">
            <div className="h-5 w-2/3 rounded bg-sand-200" />
            <div className="h-4 w-1/2 rounded bg-sand-200" />
            <div className="h-4 w-1/3 rounded bg-sand-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
