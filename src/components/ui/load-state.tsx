import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from './button';
import { Link } from './link';

/** A screen's data could not be read: what happened, in her language, and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('feedback');
  return (
    <div role="alert" className="space-y-4 rounded-2xl border border-sand-200 bg-sand-50 p-6 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {/* the server's words, maybe in the other language: their own direction */}
      <p dir="auto" className="text-sm text-ink-soft wrap-break-word">
        {error.message}
      </p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {t('errors.retry')}
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

/** What she opened is not there (an order, a summary): what happened, why, and one way on. */
export function NotFoundState({
  title,
  body,
  to,
  action,
}: {
  title: string;
  body: string;
  to: string;
  action: string;
}) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-5 text-center">
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="text-ink-soft">{body}</p>
      <Link to={to} className={buttonClasses('primary')}>
        {action}
      </Link>
    </div>
  );
}
