import type { AddCartItemPayload } from '@/features/cart/api/add-cart-item';
import type { CartItem, Product } from '@/domain/schemas';
import { catalog, productSummary } from '@/mocks/data/catalog';

const product = catalog[0]!.product;

/** A cart item as the API sends it: the first piece of the catalogue in size M, at 10 BHD plus its id. */
export function cartItem(itemId: number): CartItem {
  return {
    itemId,
    product: productSummary(product),
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

/** What 'Add to cart' sends for a piece as the designer cut it, in its first colour and fabric, in size M. */
export function sizeMPayload(piece: Product): AddCartItemPayload {
  return {
    productId: piece.id,
    combinationId: null,
    colorId: piece.colour[0]!.id,
    fabricId: piece.fabric[0]!.id,
    measurementType: 'standard',
    measurementData: { sizeOption: 'M', bodyDimensions: null },
  };
}
