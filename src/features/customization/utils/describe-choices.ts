import { localize } from '@/lib/localize';
import type { Lang } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import { chosenCombination, selectionFromCombination, type Selection } from './combinations';

/**
 * Her choices in words, in her language, for a message about the piece (the help beside it): its colour, its
 * fabric and, for a piece she can cut, the cut she would get ("Navy, Nida crepe, Long sleeve · Floor length").
 */
export function describeChoices(
  product: Product,
  choice: { colourId: number; fabricId: number; selection: Selection },
  lang: Lang,
): string {
  const colour = product.colour.find((c) => c.id === choice.colourId);
  const fabric = product.fabric.find((f) => f.id === choice.fabricId);
  const combination = chosenCombination(product, choice.selection);
  const cut = combination ? selectionFromCombination(product, combination) : {};
  const options = product.customizations.flatMap((c) => {
    const option = c.options.find((o) => o.id === cut[c.id]);
    return option ? [localize(option.name, lang)] : [];
  });
  return [
    colour && localize(colour.name, lang),
    fabric && localize(fabric.name, lang),
    options.length > 0 ? options.join(' · ') : null,
  ]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
}
