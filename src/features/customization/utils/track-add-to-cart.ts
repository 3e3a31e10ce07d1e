import { toGa4Item, trackEcommerce } from '@/lib/analytics';
import { localize } from '@/lib/localize';
import type { Product } from '@/domain/schemas';
import type { ProductChoices, ProductSelection } from '@/features/customization/hooks/use-product-choices';

/** GA4 add_to_cart: the piece as she chose it, at the price the breakdown shows. */
export function trackAddToCart(
  product: Product,
  choices: Pick<ProductChoices, 'colour' | 'breakdown'>,
  selection: ProductSelection,
) {
  trackEcommerce('add_to_cart', {
    currency: choices.breakdown.currency,
    items: [
      toGa4Item({
        code: product.code,
        name: product.p_name,
        category: product.p_category.categoryName,
        variant: [choices.colour?.name, product.fabric.find((f) => f.id === selection.fabricId)?.name]
          .map((text) => (text ? localize(text, 'en') : ''))
          .filter(Boolean)
          .join(' / '),
        price: choices.breakdown.total,
      }),
    ],
  });
}
