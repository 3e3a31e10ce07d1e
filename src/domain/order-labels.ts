import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/lib/money';
import type { HomeMeasurement, Order, OrderStatus, TimeOfDay } from '@/domain/schemas';
import { formatOrderDate, formatVisitDate } from '@/lib/format-date';

export type PaymentStatus = Order['payment']['status'];

/**
 * The names of an order's status, its payment's status and a visit's time of day, in her language (words in
 * the `checkout` namespace, `orders.*`: a screen that uses these loads that namespace). Checkout, the payment
 * result, the public summary and the account's order pages all name them the same way.
 */
export function useOrderLabels() {
  const { t, i18n } = useTranslation('checkout');
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  return useMemo(() => {
    const timeOfDay = (value: TimeOfDay) => t(`orders.timeOfDay.${value}`);
    return {
      lang,
      status: (value: OrderStatus) => t(`orders.status.${value}`),
      payment: (value: PaymentStatus) => t(`orders.payment.${value}`),
      timeOfDay,
      visitDate: (date: string) => formatVisitDate(date, lang),
      /** "Wednesday 25 November 2026, Morning". */
      visit: (visit: HomeMeasurement) =>
        t('review.visitWhen', { date: formatVisitDate(visit.date, lang), time: timeOfDay(visit.timeOfDay) }),
      orderDate: (iso: string) => formatOrderDate(iso, lang),
    };
  }, [t, lang]);
}
