import { useEffect, useRef } from 'react';
import { toGa4Item, trackEcommerce } from '@/lib/analytics';
import type { Product } from '@/domain/schemas';

/** GA4 view_item, once per piece opened (src/lib/analytics.ts): the piece at its listed price. */
export function useTrackViewItem(product: Product) {
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (viewed.current === product.id) return;
    viewed.current = product.id;
    trackEcommerce('view_item', {
      currency: product.currency,
      items: [
        toGa4Item({
          code: product.code,
          name: product.p_name,
          category: product.p_category.categoryName,
          price: product.p_price,
        }),
      ],
    });
  }, [product]);
}
