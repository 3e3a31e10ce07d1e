type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; className?: string; label?: string };

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-14 border-4' };

export function Spinner({ size = 'md', className = 'text-brand-500', label }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`inline-block animate-spin rounded-full border-current border-e-transparent ${sizes[size]} ${className}`}
    />
  );
}

/** The full-screen spinner, as a selector (the SPA fallback's piece preview leaves with it, start-up). */
export const FALLBACK_SCREEN = '[data-testid="full-screen-spinner"]';

/** The full-screen spinner in the brand orange, shown while a guarded route waits for the session check. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-sand-50" data-testid="full-screen-spinner">
      {/* The SPA fallback is one file for both languages: an Arabic page relabels it as it hydrates. */}
      <span suppressHydrationWarning role="status" aria-label={label} className="contents">
        <Spinner size="lg" className="text-brand-500" />
      </span>
    </div>
  );
}
