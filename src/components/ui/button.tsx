import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'link';

export const buttonClasses = (variant: Variant = 'primary', extra = '') =>
  [
    'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variant === 'primary' && 'bg-brand-700 px-6 py-3 text-white hover:bg-brand-800',
    variant === 'secondary' &&
      'border border-ink/20 bg-white px-6 py-3 text-ink hover:border-ink/40 hover:bg-sand-100',
    variant === 'ghost' && 'px-3 py-2 text-ink hover:bg-sand-100',
    variant === 'link' && 'p-0 text-brand-700 underline-offset-4 hover:underline',
    extra,
  ]
    .filter(Boolean)
    .join(' ');

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; loading?: boolean };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, className = '', disabled, children, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" className="text-current" />}
      {children}
    </button>
  );
});
