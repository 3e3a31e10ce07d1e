import { useTranslation } from 'react-i18next';
import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { localize } from '@/lib/localize';
import type { Lang } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import type { ProductChoices } from '@/features/customization/hooks/use-product-choices';
import { selectionFromCombination } from '@/features/customization/utils/combinations';
import { selectedOptionNames } from '@/features/customization/utils/option-names';

/** The piece in the colour and cut she has chosen, its title naming them. */
export function ProductPicture({ product, choices }: { product: Product; choices: ProductChoices }) {
  const { i18n } = useTranslation('product');
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const name = localize(product.p_name, lang);
  // the cut the piece is made in, the designer's included, named in the picture's title
  const cutOptions = selectedOptionNames(
    product,
    choices.combination ? selectionFromCombination(product, choices.combination) : choices.selection,
    lang,
  );
  const colourName = choices.colour ? localize(choices.colour.name, lang) : '';
  return (
    <GarmentIllustration
      product={product}
      colourHex={choices.colour?.hex ?? '#888888'}
      optionNames={choices.optionNames}
      className="mx-auto block aspect-[2/3] max-h-[70vh] w-full"
      title={[name, colourName, ...cutOptions].filter(Boolean).join(', ')}
    />
  );
}
