import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useTranslation } from 'react-i18next';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Rendered under the body, e.g. the dialog's actions. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** When false, Escape and outside clicks do nothing (the caller decides how the dialog may close). */
  dismissible?: boolean;
};

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' };

/**
 * The one dialog frame of the shop, on the native <dialog> element: focus trap, Escape and an inert page come
 * with showModal(); this adds the heading that names it, the close button, the outside-click close, the page
 * scroll lock and the focus going back to the opener when it closes, even when it leaves the page while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  dismissible = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation('feedback');
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // the button that opened it: the focus goes back there when the dialog closes, however it closes
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // Only when the focus was lost with the dialog's content (or left on it): a page that moved the focus on
      // purpose keeps its choice, and an opener that has left the page (she went to another screen) is skipped.
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || dialog.contains(focus);
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    // The backdrop click is a pointer convenience; keyboard users close with Escape, which <dialog> handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-3xl bg-white p-0 text-ink shadow-2xl`}
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-6 py-4">
            <h2 id={titleId} className="min-w-0 text-xl font-semibold wrap-anywhere">
              {title}
            </h2>
            {dismissible && (
              <button
                type="button"
                onClick={onClose}
                aria-label={t('dialog.close')}
                className="-me-2 rounded-full p-2 text-ink-soft hover:bg-sand-100"
              >
                <CloseIcon className="size-5" strokeWidth={2} />
              </button>
            )}
          </div>
          {/* What a dialog shows often comes from the API (a piece's name, an address): it wraps, never widens. */}
          <div className="min-w-0 overflow-y-auto px-6 py-5 wrap-break-word">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 px-6 py-4">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}

/**
 * A dialog's actions, laid out once for every dialog: on a phone the main action comes first at full width, under
 * the thumb, and the others below it (side by side when there is a quiet one); from the sm breakpoint they sit in
 * one row at the end, the quiet action apart at the start and the main action last. The reading and tab order is
 * the row's, so the keyboard meets them as a wide screen shows them.
 */
export function DialogActions({
  primary,
  secondary,
  quiet,
  notice,
}: {
  /** the action the dialog is for */
  primary: ReactNode;
  /** the other way out (continue shopping, cancel) */
  secondary?: ReactNode;
  /** a quiet action set apart (not now, clear) */
  quiet?: ReactNode;
  /** a line above the actions, e.g. why the dialog cannot close yet */
  notice?: ReactNode;
}) {
  return (
    <div
      className={`grid w-full gap-2 sm:flex sm:flex-wrap sm:items-center sm:justify-end sm:gap-3 ${quiet ? 'grid-cols-2' : ''}`}
    >
      {notice && <div className={`order-first sm:w-full ${quiet ? 'col-span-2' : ''}`}>{notice}</div>}
      {quiet && <div className="grid sm:me-auto">{quiet}</div>}
      {secondary && <div className="grid">{secondary}</div>}
      <div className={`order-first grid sm:order-none ${quiet ? 'col-span-2' : ''}`}>{primary}</div>
    </div>
  );
}
