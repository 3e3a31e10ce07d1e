import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import { defaultCombination } from '../utils/combinations';

/**
 * The custom style fee, said where she opens the cut choices (as the custom size fee is said on its option):
 * known when the page loads, so it is no surprise once she saves a cut. Nothing for a piece without the fee.
 */
export function StyleFeeNote({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  if (product.style !== 'custom' || product.fees.customStyle <= 0) return null;
  const fee = formatPrice(product.fees.customStyle, product.currency, lang);
  return (
    <p className="text-sm text-ink-soft" data-testid="style-fee-note" data-currency={product.currency}>
      {defaultCombination(product) ? t('style.feeNote', { fee }) : t('style.feeNoteNoDefault', { fee })}
    </p>
  );
}
