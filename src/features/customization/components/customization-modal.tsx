import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { localize } from '@/lib/localize';
import { formatPrice } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import {
  canCloseNormally,
  defaultCombination,
  defaultSelection,
  findCombination,
  isSelectionEmpty,
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
 * the one whose options match. It opens on the cut she saved, else on the designer's (default) one.
 * Escape, the close button, an outside click and 'Save my cut' are the normal close — refused while the
 * combination is unavailable or incomplete, with a message in the footer saying why; 'Discard changes' is
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
  const [initial, setInitial] = useState<Selection>(applied);
  const [selection, setSelection] = useState<Selection>(applied);
  // how many times a close was refused: each refusal mounts the message anew, so it is announced again
  const [refusals, setRefusals] = useState(0);
  const blockedRef = useRef<HTMLParagraphElement>(null);
  const groupId = useId();
  const hasDefault = defaultCombination(product) !== null;

  useEffect(() => {
    if (open) {
      const start = isSelectionEmpty(applied) ? defaultSelection(product) : applied;
      setInitial(start);
      setSelection(start);
      setRefusals(0);
    }
  }, [open, applied, product]);

  useEffect(() => {
    if (refusals > 0) blockedRef.current?.focus();
  }, [refusals]);

  const combination = findCombination(product, selection);
  const complete = product.customizations.every((c) => selection[c.id] !== undefined);
  const closable = canCloseNormally(product, selection);
  const optionNames = product.customizations.flatMap((c) => {
    const option = c.options.find((o) => o.id === selection[c.id]);
    return option ? [option.name.en] : [];
  });

  const choose = (customizationId: number, optionId: number) => {
    setSelection((current) => ({ ...current, [customizationId]: optionId }));
    setRefusals(0);
  };

  const closeNormally = () => {
    // nothing changed since it opened: closing loses nothing and saves nothing
    if (sameSelection(selection, initial)) {
      onDiscard();
      return;
    }
    if (closable) {
      onApply(selection);
      return;
    }
    setRefusals((n) => n + 1);
  };

  const resetToDefault = () => {
    setSelection(defaultSelection(product));
    setRefusals(0);
  };

  /**
   * The names of her choices for the other parts, for the note on an option that cannot be made with
   * them; null while one of those parts is still open (then the option cannot be made in any cut).
   */
  const otherChoices = (customizationId: number): string[] | null => {
    const others = product.customizations.filter((c) => c.id !== customizationId);
    if (others.some((c) => selection[c.id] === undefined)) return null;
    return others.flatMap((c) => {
      const option = c.options.find((o) => o.id === selection[c.id]);
      return option ? [localize(option.name, lang)] : [];
    });
  };

  // the custom style fee, for the cut as it is chosen now: charged for any combination but the default one
  const fee = formatPrice(product.fees.customStyle, product.currency, lang);
  const feeText =
    product.fees.customStyle <= 0
      ? null
      : combination?.isDefault
        ? t('customize.feeDefault')
        : combination
          ? t('customize.feeCharged', { fee })
          : hasDefault
            ? t('customize.feeOpen', { fee })
            : t('customize.feeOpenNoDefault', { fee });

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
        <DialogActions
          notice={
            refusals > 0 &&
            !closable && (
              <p
                key={refusals}
                ref={blockedRef}
                tabIndex={-1}
                role="alert"
                data-testid="close-refused"
                className="rounded-xl border border-red-200 bg-red-50 px-4 py-2.5 text-sm font-medium text-red-800 focus:outline-none"
              >
                {complete ? t('customize.closeRefusedUnavailable') : t('customize.closeRefusedIncomplete')}
              </p>
            )
          }
          quiet={
            <Button variant="ghost" onClick={onClear} className="!px-2">
              {t('customize.clear')}
            </Button>
          }
          secondary={
            <Button variant="secondary" onClick={onDiscard} className="!px-3">
              {t('customize.discard')}
            </Button>
          }
          primary={
            <Button
              onClick={closeNormally}
              disabled={!closable}
              aria-describedby={feeText ? `${groupId}-status ${groupId}-fee` : `${groupId}-status`}
            >
              {t('customize.apply')}
            </Button>
          }
        />
      }
    >
      <div className={renderPreview ? 'sm:grid sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-8' : undefined}>
        {renderPreview && (
          // on a phone a smaller picture above the choices; beside them from the sm breakpoint
          <figure
            data-testid="customization-preview"
            className="mx-auto mb-5 w-28 self-start rounded-2xl bg-gradient-to-b from-sand-100 to-sand-200 sm:sticky sm:top-0 sm:mx-0 sm:mb-0 sm:w-auto"
          >
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
          {feeText && (
            <p
              id={`${groupId}-fee`}
              data-testid="style-fee"
              className={[
                'rounded-xl px-4 py-3 text-sm',
                combination && !combination.isDefault
                  ? 'bg-brand-50 font-medium text-ink'
                  : 'bg-sand-100 text-ink-soft',
              ].join(' ')}
            >
              {feeText}
            </p>
          )}
          {!hasDefault && !complete && (
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
                  const others = otherChoices(customization.id);
                  const base = `${groupId}-${option.id}`;
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
                          : unavailable
                            ? 'border-dashed border-sand-300 bg-sand-50 hover:border-ink/40'
                            : 'border-sand-300 bg-white hover:border-ink/40',
                      ].join(' ')}
                    >
                      <input
                        type="radio"
                        name={`${groupId}-c${customization.id}`}
                        value={option.id}
                        checked={checked}
                        onChange={() => choose(customization.id, option.id)}
                        aria-labelledby={unavailable ? `${base}-name ${base}-badge` : `${base}-name`}
                        aria-describedby={unavailable ? `${base}-note` : undefined}
                        className="size-4 shrink-0 accent-brand-700"
                      />
                      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <span id={`${base}-name`} className="font-medium text-ink">
                            {localize(option.name, lang)}
                          </span>
                          {unavailable && (
                            <span
                              id={`${base}-badge`}
                              className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800"
                            >
                              {t('customize.unavailable')}
                            </span>
                          )}
                        </span>
                        {unavailable && (
                          <span id={`${base}-note`} className="text-xs text-red-800">
                            {others && others.length > 0
                              ? t('customize.unavailableWith', { options: others.join(' · ') })
                              : t('customize.unavailableHere')}
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
            id={`${groupId}-status`}
            role="status"
            data-testid="combination-status"
            className={[
              'rounded-xl px-4 py-3 text-sm font-medium',
              status.tone === 'ok' && 'bg-emerald-50 text-emerald-900',
              status.tone === 'info' && 'bg-sand-100 text-ink-soft',
              status.tone === 'error' && 'border border-red-200 bg-red-50 text-red-800',
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
