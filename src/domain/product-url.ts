// A configured piece in its page's URL, not a postal address (issue 23.8, decision 0030):
// /products/12?colour=3&fabric=2&cut=14, so a link she sends opens the same piece as she chose it. Her colour,
// fabric and cut only, never her measurements.
// The parameters and the form of their ids are read and written here alone: by the piece's page (customization's
// shared config, which checks them against the piece), by the heart that saves them and by the lists that link to
// a saved piece (catalog).

import { paths } from '@/config/paths';

export const CHOICE_PARAMS = ['colour', 'fabric', 'cut'] as const;
export type ChoiceParam = (typeof CHOICE_PARAMS)[number];
/** Her colour, fabric and cut as the address carries them: ids, not yet checked against the piece. */
export type UrlChoices = Partial<Record<ChoiceParam, number>>;

const ID = /^[1-9][0-9]{0,8}$/;

/** The id the address gives for `name`: `undefined` when it gives none, `null` when what it gives is no id. */
export function choiceParam(params: URLSearchParams, name: ChoiceParam): number | null | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  return ID.test(raw) ? Number(raw) : null;
}

/** The ids the address gives, leaving out any that is not one. */
export function urlChoices(params: URLSearchParams): UrlChoices {
  const choices: UrlChoices = {};
  for (const name of CHOICE_PARAMS) {
    const id = choiceParam(params, name);
    if (typeof id === 'number') choices[name] = id;
  }
  return choices;
}

/** The query of her choices (`?colour=3&fabric=2&cut=14`), or '' when she has made none. */
export function choicesSearch(choices: UrlChoices | undefined): string {
  const search = new URLSearchParams();
  for (const name of CHOICE_PARAMS) if (choices?.[name]) search.set(name, String(choices[name]));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path of a piece in her cart or order, opened as she configured it: its colour, fabric and cut. */
export function configuredProductPath(item: {
  product: { id: number };
  colour: { id: number };
  fabric: { id: number };
  combinationId: number | null;
}): string {
  return `${paths.product(item.product.id)}${choicesSearch({
    colour: item.colour.id,
    fabric: item.fabric.id,
    cut: item.combinationId ?? undefined,
  })}`;
}
