import { useId } from 'react';

/**
 * An on/off setting: a native checkbox with `role="switch"` (Space toggles it, screen readers say "on"/"off"),
 * drawn as a switch, with its label and a one-line description. While its change is being saved it ignores
 * presses (one request at a time) and says it is busy.
 */
export function SettingSwitch({
  label,
  description,
  checked,
  saving,
  savingLabel,
  error,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  saving: boolean;
  savingLabel: string;
  error?: string | null;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <div className="py-5">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <label htmlFor={id} className="block font-semibold text-ink">
            {label}
          </label>
          <p id={descriptionId} className="text-sm text-ink-soft">
            {description}
          </p>
        </div>
        <span className="relative inline-flex shrink-0 items-center">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={checked}
            aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
            aria-busy={saving || undefined}
            onChange={(event) => {
              if (!saving) onChange(event.target.checked);
            }}
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 aria-busy:cursor-progress"
          />
          <span
            aria-hidden="true"
            className="flex h-7 w-12 items-center rounded-full bg-sand-300 p-0.5 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-aria-busy:opacity-70 peer-checked:[&>span]:translate-x-5 rtl:peer-checked:[&>span]:-translate-x-5"
          >
            <span className="size-6 rounded-full bg-white shadow transition-transform" />
          </span>
        </span>
      </div>
      <p aria-live="polite" className="text-sm">
        {saving && <span className="mt-2 block text-ink-soft">{savingLabel}</span>}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
