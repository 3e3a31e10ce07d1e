import type { ComponentProps } from 'react';
import type { Product } from '@/domain/schemas';
import type { ProductChoices } from '@/features/customization/hooks/use-product-choices';
import { ColourPicker } from './colour-picker';
import { FabricPicker } from './fabric-picker';
import { MeasurementMethod } from './measurement-method';
import { ProductStyle } from './product-style';
import { PriceBreakdownView } from './price-breakdown';

type MeasurementProps = ComponentProps<typeof MeasurementMethod>;

/**
 * Everything she chooses for a piece, in order: colour, fabric, style, size (not for a piece out of stock) and
 * the price they make. Her saved measurements and 'save to my measurements' come from the page.
 */
export function ProductChoicesFields({
  product,
  choices,
  homeAvailable,
  onCustomize,
  saved,
  saveToAccount,
}: {
  product: Product;
  choices: ProductChoices;
  homeAvailable: boolean;
  onCustomize: () => void;
  saved: MeasurementProps['saved'];
  saveToAccount: MeasurementProps['saveToAccount'];
}) {
  return (
    <>
      <ColourPicker colours={product.colour} value={choices.colourId} onChange={choices.setColourId} />
      <FabricPicker fabrics={product.fabric} value={choices.fabricId} onChange={choices.setFabricId} />

      <ProductStyle product={product} choices={choices} onCustomize={onCustomize} />

      {product.availability !== 'out_of_stock' && (
        <MeasurementMethod
          product={product}
          homeAvailable={homeAvailable}
          value={choices.measurement}
          onChange={choices.setMeasurement}
          errors={choices.errors}
          saved={saved}
          saveToAccount={saveToAccount}
        />
      )}

      <PriceBreakdownView breakdown={choices.breakdown} />
    </>
  );
}
