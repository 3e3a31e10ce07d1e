import { useTranslation } from 'react-i18next';
import { firstVisitDay } from '@/domain/calendar';
import { useCountryCode } from '@/lib/country';
import { useDeliveryEstimate } from '@/domain/delivery-estimate';
import { formatVisitDate } from '@/lib/format-date';
import type { Product } from '@/domain/schemas';

/**
 * The product page's delivery line (issue 23.3): ordered today, when the piece should reach her country; with a
 * home visit, after the first day one can be booked. None for a piece to pre-order or out of stock (its dates
 * are not the shop's to promise), nor while a prerendered page hydrates (its HTML has the build's day).
 */
export function useProductDelivery(product: Product, homeVisit: boolean): string | null {
  const { t, i18n } = useTranslation('product');
  const country = useCountryCode();
  const visit = homeVisit ? firstVisitDay() : null;
  const dates = useDeliveryEstimate({ country, visitDate: visit });
  if (product.availability !== 'in_stock' || !dates) return null;
  return visit
    ? t('delivery.afterVisit', { visit: formatVisitDate(visit, i18n.language === 'ar' ? 'ar' : 'en'), dates })
    : t('delivery.estimate', { dates });
}
