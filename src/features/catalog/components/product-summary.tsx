import { useTranslation } from 'react-i18next';
import { localize } from '@/lib/localize';
import { formatPrice, type Lang } from '@/lib/money';
import type { Product } from '@/domain/schemas';

/** What her choices add to the listed price, and the price they make (the page works it out). */
export type PriceWithChoices = { added: number; total: number; currency: string };

/** The piece's heading: its category, name, code, listed price, description and availability. */
export function ProductSummary({
  product,
  withChoices,
  delivery,
}: {
  product: Product;
  withChoices: PriceWithChoices;
  /** when the piece should reach her, in her words; its line is kept while it is worked out (no shift) */
  delivery: string | null;
}) {
  const { t, i18n } = useTranslation('product');
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <header className="space-y-3">
      <p className="text-xs font-semibold tracking-[0.18em] text-brand-700 uppercase">
        {localize(product.p_category.categoryName, lang)}
      </p>
      <h1 className="text-3xl leading-tight font-semibold wrap-anywhere sm:text-4xl">
        {localize(product.p_name, lang)}
      </h1>
      <p className="text-sm wrap-anywhere text-ink-muted">{t('code', { code: product.code })}</p>
      <p
        className="text-2xl font-semibold text-ink tabular-nums"
        data-testid="product-price"
        data-currency={product.currency}
      >
        {formatPrice(product.p_price, product.currency, lang)}
      </p>
      {withChoices.added > 0 && (
        <p
          className="text-sm font-medium text-ink-soft tabular-nums"
          data-testid="price-with-choices"
          data-currency={withChoices.currency}
        >
          {t('price.withChoices', {
            added: formatPrice(withChoices.added, withChoices.currency, lang),
            total: formatPrice(withChoices.total, withChoices.currency, lang),
          })}
        </p>
      )}
      <p className="max-w-prose leading-relaxed wrap-anywhere text-ink-soft">
        {localize(product.p_description, lang)}
      </p>
      <p className="text-sm text-ink-soft">
        {product.availability === 'pre_order'
          ? t('availability.preOrderNote')
          : product.availability === 'out_of_stock'
            ? t('availability.outOfStockNote')
            : t('availability.inStock')}
      </p>
      {product.availability === 'in_stock' && (
        <p className="min-h-5 text-sm font-medium text-ink" data-testid="delivery-estimate">
          {delivery}
        </p>
      )}
    </header>
  );
}
