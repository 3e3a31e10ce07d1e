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

/** The full-screen spinner in the brand orange, shown while a guarded route waits for the session check. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-sand-50" data-testid="full-screen-spinner">
      <Spinner size="lg" label={label} className="text-brand-500" />
    </div>
  );
}
