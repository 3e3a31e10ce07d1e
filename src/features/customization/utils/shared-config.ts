// A configured piece in its page's address (issue 23.8): /products/12?colour=3&fabric=2&cut=14, so a link she
// sends opens the same piece as she chose it. The address's form is domain/product-url's; here it is checked
// against the piece, and written from her choices.
import { choiceParam, choicesSearch, type UrlChoices, type ChoiceParam } from '@/domain/product-url';
import type { Product } from '@/domain/schemas';
import {
  chosenCombination,
  defaultCombination,
  selectionFromCombination,
  type Selection,
} from './combinations';
import { priceBreakdown } from './price';

export type SharedConfig = {
  colourId: number | null;
  fabricId: number | null;
  /** the cut of the link (the designer's cut is none), or null when the link names none */
  selection: Selection | null;
  /** the link named a colour, fabric or cut this piece does not have, or cannot be made in */
  fellBack: boolean;
};

/**
 * Her choices as a link gives them, checked against the piece: an unknown colour or fabric, a cut of another piece
 * or one that cannot be made is dropped (the designer's choice stands) and `fellBack` says so, never an error.
 */
export function readSharedConfig(params: URLSearchParams, product: Product): SharedConfig {
  let fellBack = false;
  const pick = (name: ChoiceParam, known: (id: number) => boolean): number | null => {
    const id = choiceParam(params, name);
    if (id === undefined) return null;
    if (id !== null && known(id)) return id;
    fellBack = true;
    return null;
  };
  const colourId = pick('colour', (id) => product.colour.some((c) => c.id === id));
  const fabricId = pick('fabric', (id) => product.fabric.some((f) => f.id === id));
  const cutId = pick('cut', (id) =>
    product.style === 'custom' ? product.combinations.some((c) => c.id === id && c.isAvailable) : false,
  );
  const combination = cutId === null ? null : product.combinations.find((c) => c.id === cutId)!;
  const selection = combination
    ? combination.isDefault
      ? {}
      : selectionFromCombination(product, combination)
    : null;
  return { colourId, fabricId, selection, fellBack };
}

/**
 * The address's query for her choices: the other parameters kept, hers set, and a choice that is the designer's
 * (the first colour and fabric, the default cut) left out, so the piece as it comes has its plain address.
 */
export function writeSharedConfig(
  params: URLSearchParams,
  product: Product,
  choice: { colourId: number; fabricId: number; combinationId: number | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: ChoiceParam, value: number | null, designers: number | null | undefined) => {
    if (value === null || value === designers) next.delete(name);
    else next.set(name, String(value));
  };
  set('colour', choice.colourId, product.colour[0]?.id);
  set('fabric', choice.fabricId, product.fabric[0]?.id);
  set('cut', choice.combinationId, defaultCombination(product)?.id ?? null);
  return next;
}

/**
 * The price of a piece as the choices she saved make it (her saved pieces): her cut's style fee included, checked
 * against the piece as the page would (a cut it cannot be made in is the designer's). Her size is never saved, so
 * no size fee; a piece with no default cut and none saved shows its base price.
 */
export function sharedConfigPrice(product: Product, choices: UrlChoices | undefined): number {
  const { selection } = readSharedConfig(new URLSearchParams(choicesSearch(choices)), product);
  const combination = chosenCombination(product, selection ?? {});
  return priceBreakdown(product, { combination, measurementType: null }).total;
}
