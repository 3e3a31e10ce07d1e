import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { localize } from '@/lib/api-error';
import type { Product } from '@/lib/schemas';
import {
  canCloseNormally,
  defaultSelection,
  findCombination,
  optionStatus,
  sameSelection,
  type Selection,
} from '../utils/combinations';

type Props = {
  product: Product;
  open: boolean;
  /** the cut she saved before (empty when the piece is not customized) */
  applied: Selection;
  /** normal close: saves the selection; only offered when its combination is available */
  onApply: (selection: Selection) => void;
  /** forced close: closes whatever the availability, keeping the cut she had before */
  onDiscard: () => void;
  /** close-and-reset: clears the options and the combination */
  onClear: () => void;
  /** a picture of the piece in the cut being chosen (English option names), drawn by the page */
  renderPreview?: (optionNames: string[]) => ReactNode;
};

/**
 * The customization modal of spec 4. She picks one option per customization; the selected combination is
 * the one whose options match. Escape, the close button, an outside click and 'Save my cut' are the
 * normal close (refused, with the reason, while the combination is unavailable); 'Discard changes' is
 * the forced close; 'Clear customization' closes and resets.
 */
export function CustomizationModal({
  product,
  open,
  applied,
  onApply,
  onDiscard,
  onClear,
  renderPreview,
}: Props) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const [selection, setSelection] = useState<Selection>(applied);
  const [blocked, setBlocked] = useState(false);
  const [noDefault, setNoDefault] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const groupId = useId();

  useEffect(() => {
    if (open) {
      setSelection(applied);
      setBlocked(false);
      setNoDefault(false);
    }
  }, [open, applied]);

  const combination = findCombination(product, selection);
  const complete = product.customizations.every((c) => selection[c.id] !== undefined);
  const closable = canCloseNormally(product, selection);
  const optionNames = product.customizations.flatMap((c) => {
    const option = c.options.find((o) => o.id === selection[c.id]);
    return option ? [option.name.en] : [];
  });

  const choose = (customizationId: number, optionId: number) => {
    setSelection((current) => ({ ...current, [customizationId]: optionId }));
    setBlocked(false);
    setNoDefault(false);
  };

  const closeNormally = () => {
    if (closable) {
      onApply(selection);
      return;
    }
    // nothing changed since she opened it: closing loses nothing and saves nothing
    if (sameSelection(selection, applied)) {
      onDiscard();
      return;
    }
    setBlocked(true);
    statusRef.current?.focus();
  };

  const resetToDefault = () => {
    const defaults = defaultSelection(product);
    setSelection(defaults);
    setBlocked(false);
    setNoDefault(Object.keys(defaults).length === 0);
  };

  const status = !complete
    ? { tone: 'info' as const, text: t('customize.incomplete') }
    : combination?.isAvailable
      ? { tone: 'ok' as const, text: t('customize.combinationAvailable') }
      : { tone: 'error' as const, text: t('customize.combinationUnavailable') };

  return (
    <Dialog
      open={open}
      onClose={closeNormally}
      size="lg"
      title={t('customize.title', { name: localize(product.p_name, lang) })}
      footer={
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:items-center sm:gap-3">
          <Button variant="ghost" onClick={onClear} className="!px-2 sm:me-auto">
            {t('customize.clear')}
          </Button>
          <Button variant="secondary" onClick={onDiscard} className="!px-3">
            {t('customize.discard')}
          </Button>
          <Button
            onClick={closeNormally}
            disabled={!closable}
            aria-describedby={`${groupId}-status`}
            className="order-first col-span-2 sm:order-none"
          >
            {t('customize.apply')}
          </Button>
        </div>
      }
    >
      <div className={renderPreview ? 'sm:grid sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-8' : undefined}>
        {renderPreview && (
          <figure className="hidden self-start rounded-2xl bg-gradient-to-b from-sand-100 to-sand-200 sm:sticky sm:top-0 sm:block">
            {renderPreview(optionNames)}
            <figcaption className="sr-only">{t('customize.preview')}</figcaption>
          </figure>
        )}
        <div className="space-y-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <p className="max-w-prose text-sm text-ink-soft">{t('customize.intro')}</p>
            <Button variant="secondary" onClick={resetToDefault} className="!px-4 !py-2">
              {t('customize.resetToDefault')}
            </Button>
          </div>
          {noDefault && (
            <p role="status" className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink-soft">
              {t('customize.noDefault')}
            </p>
          )}
          {product.customizations.map((customization) => (
            <fieldset key={customization.id} className="space-y-3">
              <legend className="mb-2 text-sm font-semibold text-ink">
                {localize(customization.name, lang)}
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {customization.options.map((option) => {
                  const checked = selection[customization.id] === option.id;
                  const state = optionStatus(product, selection, customization.id, option.id);
                  const unavailable = state === 'unavailable';
                  const noteId = `${groupId}-${option.id}-note`;
                  return (
                    <label
                      key={option.id}
                      className={[
                        'flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 transition-colors',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                        checked
                          ? unavailable
                            ? 'border-red-700 bg-red-50'
                            : 'border-brand-700 bg-brand-50'
                          : 'border-sand-300 bg-white hover:border-ink/40',
                      ].join(' ')}
                    >
                      <input
                        type="radio"
                        name={`${groupId}-c${customization.id}`}
                        value={option.id}
                        checked={checked}
                        onChange={() => choose(customization.id, option.id)}
                        aria-describedby={unavailable ? noteId : undefined}
                        className="size-4 accent-brand-700"
                      />
                      <span className="flex flex-1 flex-col">
                        <span className="font-medium text-ink">{localize(option.name, lang)}</span>
                        {unavailable && (
                          <span id={noteId} className="text-xs font-medium text-red-800">
                            {t('customize.unavailableWith')}
                          </span>
                        )}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <div
            ref={statusRef}
            id={`${groupId}-status`}
            tabIndex={-1}
            role={blocked ? 'alert' : 'status'}
            data-testid="combination-status"
            className={[
              'rounded-xl px-4 py-3 text-sm font-medium focus:outline-none',
              status.tone === 'ok' && 'bg-emerald-50 text-emerald-900',
              status.tone === 'info' && 'bg-sand-100 text-ink-soft',
              status.tone === 'error' && 'border border-red-200 bg-red-50 text-red-800',
              blocked && status.tone !== 'ok' && 'ring-2 ring-red-700',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {status.text}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
