// The customization rules of spec 4: a selection maps each customization to one chosen option, and the
// selected combination is the one whose options are exactly that selection.
import type { Combination, Product } from '@/domain/schemas';

/** Customization id → chosen option id. */
export type Selection = Record<number, number>;

export const EMPTY_SELECTION: Selection = {};

/** The combination whose options match the selection, one option per customization; otherwise null. */
export function findCombination(
  product: Pick<Product, 'customizations' | 'combinations'>,
  selection: Selection,
): Combination | null {
  const { customizations, combinations } = product;
  if (customizations.length === 0) return null;
  const chosen = customizations.map((c) => selection[c.id]);
  if (chosen.some((id) => id === undefined)) return null;
  const wanted = new Set(chosen as number[]);
  return (
    combinations.find(
      (combination) =>
        combination.options.length === wanted.size &&
        combination.options.every((o) => wanted.has(o.optionId)),
    ) ?? null
  );
}

/** Spec 4: a normal close works only when the selected combination is available. */
export function canCloseNormally(
  product: Pick<Product, 'customizations' | 'combinations'>,
  selection: Selection,
): boolean {
  return findCombination(product, selection)?.isAvailable === true;
}

/** Maps a combination's option ids back to the customizations they belong to. */
export function selectionFromCombination(
  product: Pick<Product, 'customizations'>,
  combination: Pick<Combination, 'options'>,
): Selection {
  const selection: Selection = {};
  for (const { optionId } of combination.options) {
    const owner = product.customizations.find((c) => c.options.some((o) => o.id === optionId));
    if (owner) selection[owner.id] = optionId;
  }
  return selection;
}

/** The designer's cut: the combination marked isDefault (at most one), or null when none is. */
export function defaultCombination(product: Pick<Product, 'combinations'>): Combination | null {
  return product.combinations.find((c) => c.isDefault) ?? null;
}

/** Spec 4 'Reset to default': the isDefault combination's options; no default → no defaults. */
export function defaultSelection(product: Pick<Product, 'customizations' | 'combinations'>): Selection {
  const fallback = defaultCombination(product);
  return fallback ? selectionFromCombination(product, fallback) : {};
}

/**
 * The combination her piece is made in, which the add-to-cart sends (contract, 2026-11-23): none for a
 * basic piece; for a custom one, the cut she saved, else the designer's (default) cut. Null for a custom
 * piece means she still has to choose: it has no default and she has saved no cut.
 */
export function chosenCombination(
  product: Pick<Product, 'style' | 'customizations' | 'combinations'>,
  selection: Selection,
): Combination | null {
  if (product.style !== 'custom') return null;
  if (isSelectionEmpty(selection)) return defaultCombination(product);
  return findCombination(product, selection);
}

/** The custom-style fee applies when the combination she is sending is not the piece's default one. */
export function chargesCustomStyle(
  product: Pick<Product, 'style'>,
  combination: Pick<Combination, 'isDefault'> | null,
): boolean {
  return product.style === 'custom' && combination !== null && !combination.isDefault;
}

/** A custom piece with no default combination cannot go to the cart until she has chosen her cut. */
export function needsCutChoice(
  product: Pick<Product, 'style' | 'customizations' | 'combinations'>,
  selection: Selection,
): boolean {
  return product.style === 'custom' && chosenCombination(product, selection) === null;
}

export function isSelectionEmpty(selection: Selection): boolean {
  return Object.keys(selection).length === 0;
}

export function sameSelection(a: Selection, b: Selection): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[Number(key)] !== b[Number(key)]) return false;
  return true;
}

/**
 * Would choosing `optionId` for `customizationId` (keeping the other choices) land on an unavailable or
 * missing combination? Used to mark options before she picks them.
 */
export function optionStatus(
  product: Pick<Product, 'customizations' | 'combinations'>,
  selection: Selection,
  customizationId: number,
  optionId: number,
): 'available' | 'unavailable' | 'unknown' {
  const next = { ...selection, [customizationId]: optionId };
  const complete = product.customizations.every((c) => next[c.id] !== undefined);
  if (!complete) {
    // with other choices still open, the option is unavailable only if every combination holding it is
    const holding = product.combinations.filter((c) => c.options.some((o) => o.optionId === optionId));
    if (holding.length === 0) return 'unavailable';
    return holding.some((c) => c.isAvailable) ? 'unknown' : 'unavailable';
  }
  const combination = findCombination(product, next);
  return combination?.isAvailable ? 'available' : 'unavailable';
}
