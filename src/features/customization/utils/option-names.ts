import { localize } from '@/lib/localize';
import type { Lang } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import type { Selection } from './combinations';

/** The names of the options a selection picks, one a customization, in the page's language. */
export function selectedOptionNames(product: Product, selection: Selection, lang: Lang): string[] {
  return product.customizations.flatMap((c) => {
    const option = c.options.find((o) => o.id === selection[c.id]);
    return option ? [localize(option.name, lang)] : [];
  });
}
