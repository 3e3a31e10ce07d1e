import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@/config/countries';
import { useCountryCode } from '@/lib/country';
import { useDeliveryEstimate } from '@/domain/delivery-estimate';
import { formatVisitDate } from '@/lib/format-date';

/**
 * When the order should reach her (issue 23.3), for the checkout's summary: to the country of the address it goes
 * to (her shop country's until she has one), from today, or after the home visit she booked.
 */
export function useDeliveryDates({
  addressCountry,
  visitDate,
}: {
  addressCountry: CountryCode | null;
  visitDate: string | null;
}): { dates: string | null; visit: string | null } {
  const { i18n } = useTranslation();
  const shopCountry = useCountryCode();
  const dates = useDeliveryEstimate({ country: addressCountry ?? shopCountry, visitDate });
  return {
    dates,
    visit: visitDate ? formatVisitDate(visitDate, i18n.language === 'ar' ? 'ar' : 'en') : null,
  };
}
