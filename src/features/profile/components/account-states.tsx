import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A screen's heading and one line under it, the same on every account screen. */
export function AccountHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div>
      <h2 className="text-2xl font-semibold">{title}</h2>
      {intro && <p className="mt-1 text-ink-soft">{intro}</p>}
    </div>
  );
}

/** Grey bars where the form will be, while its data loads; said once to a screen reader. */
export function FormSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" data-testid="account-skeleton">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="grid animate-pulse gap-5 sm:grid-cols-2">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="space-y-2">
            <div className="h-4 w-24 rounded bg-sand-200" />
            <div className="h-12 rounded-xl bg-sand-200" />
          </div>
        ))}
        <div className="h-12 w-40 rounded-full bg-sand-200 sm:col-span-2" />
      </div>
    </div>
  );
}

/** A load that failed: what went wrong and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('feedback');
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
      <p className="font-semibold text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} loading={retrying}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}
