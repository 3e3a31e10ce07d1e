import { useTranslation } from 'react-i18next';
import type { Product } from '@/domain/schemas';

/** Out of stock or made to pre-order, said on the piece's page; nothing for a piece in stock. */
export function AvailabilityBadge({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  if (product.availability === 'out_of_stock') {
    return (
      <span className="rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
        {t('availability.outOfStock')}
      </span>
    );
  }
  if (product.availability === 'pre_order') {
    return (
      <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
        {t('availability.preOrder')}
      </span>
    );
  }
  return null;
}
