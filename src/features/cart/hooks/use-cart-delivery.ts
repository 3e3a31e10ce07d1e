import { useTranslation } from 'react-i18next';
import { useCountryCode } from '@/lib/country';
import { useDeliveryEstimate } from '@/domain/delivery-estimate';
import { formatVisitDate } from '@/lib/format-date';

/**
 * What the cart's summary says of delivery (issue 23.3): the dates her pieces should arrive in her country, from
 * today or after the home visit she booked; with a visit to book and no day chosen, to choose it first.
 */
export function useCartDelivery(needsVisit: boolean, visitDate: string | null): string | null {
  const { t, i18n } = useTranslation('checkout');
  const country = useCountryCode();
  const dates = useDeliveryEstimate({ country, visitDate: needsVisit ? visitDate : null });
  if (needsVisit && !visitDate) return t('delivery.chooseVisit');
  if (!dates) return null;
  return needsVisit && visitDate
    ? t('delivery.afterVisit', {
        visit: formatVisitDate(visitDate, i18n.language === 'ar' ? 'ar' : 'en'),
        dates,
      })
    : t('delivery.estimate', { dates });
}
