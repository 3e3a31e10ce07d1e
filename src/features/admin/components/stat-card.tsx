import type { ReactNode } from 'react';

/** One figure of the dashboard: what it counts, the figure, and a line on what it includes. */
export function StatCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="rounded-3xl border border-sand-200 bg-white p-6">
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd data-value className="mt-2 text-3xl font-semibold text-ink tabular-nums sm:text-4xl">
        {value}
      </dd>
      <dd className="mt-1 text-sm text-ink-muted">{hint}</dd>
    </div>
  );
}
