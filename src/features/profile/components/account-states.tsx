import type { ReactNode } from 'react';

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
