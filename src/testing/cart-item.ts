import type { CartItem } from '@/lib/schemas';
import { catalog } from '@/mocks/data/catalog';

const product = catalog[0]!.product;

/** A cart item as the API sends it: the first piece of the catalogue in size M, at 10 BHD plus its id. */
export function cartItem(itemId: number): CartItem {
  return {
    itemId,
    product: {
      id: product.id,
      code: product.code,
      p_name: product.p_name,
      p_price: product.p_price,
      currency: 'BHD',
      style: product.style,
      images: product.images,
      p_category: product.p_category,
    },
    colour: product.colour[0]!,
    fabric: product.fabric[0]!,
    combinationId: null,
    options: [],
    measurementType: 'standard',
    measurementData: { sizeOption: 'M', bodyDimensions: null },
    unitPrice: 10 + itemId,
    currency: 'BHD',
  };
}
