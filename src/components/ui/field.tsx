import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const controlClasses = (invalid: boolean) =>
  [
    'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 shadow-sm',
    'focus:outline-2 focus:outline-offset-1 focus:outline-brand-600',
    invalid ? 'border-red-700' : 'border-sand-300',
  ].join(' ');

/** What a field's control says of its state: invalid, and described by its error or else its hint (FieldShell's ids). */
const described = (id: string, error?: string, hint?: ReactNode) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  end?: ReactNode;
};

function FieldShell({ id, label, error, hint, children, end }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {end}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        // A server's field error may be in the other language: its own direction.
        <p id={`${id}-error`} role="alert" dir="auto" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  end?: ReactNode;
  trailing?: ReactNode;
};

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, end, trailing, id, className = '', ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} end={end}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          {...described(inputId, error, hint)}
          className={`${controlClasses(Boolean(error))} ${trailing ? 'pe-12' : ''} ${className}`}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 end-0 flex items-center pe-2">{trailing}</div>}
      </div>
    </FieldShell>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, hint, id, children, className = '', ...props },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint}>
      <select
        ref={ref}
        id={selectId}
        {...described(selectId, error, hint)}
        className={`${controlClasses(Boolean(error))} ${className}`}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** beside the label, at the end (a counter) */
  end?: ReactNode;
};

/** A multi-line field (a message, a gift note): the same label, hint and error as TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, error, hint, end, id, className = '', ...props },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} end={end}>
      <textarea
        ref={ref}
        id={fieldId}
        {...described(fieldId, error, hint)}
        className={`${controlClasses(Boolean(error))} ${className}`}
        {...props}
      />
    </FieldShell>
  );
});
