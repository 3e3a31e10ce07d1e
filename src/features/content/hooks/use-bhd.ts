import { useTranslation } from 'react-i18next';
import { formatPrice, type Lang } from '@/lib/money';

/** Formats a BHD figure of spec 9 in the shopper's language. */
export function useBhd(): (amount: number) => string {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (amount: number) => formatPrice(amount, 'BHD', lang);
}
