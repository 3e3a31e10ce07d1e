import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { localize } from '@/lib/localize';
import type { Lang } from '@/lib/money';
import type { Product } from '@/domain/schemas';

/** The way back from a piece: the shop, its category, the piece. */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product');
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-6 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to={paths.products} className="hover:text-ink hover:underline">
            {t('breadcrumb.shop')}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={paths.category(product.p_category.slug)} className="hover:text-ink hover:underline">
            {localize(product.p_category.categoryName, lang)}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="min-w-0 wrap-anywhere text-ink-soft">
          {localize(product.p_name, lang)}
        </li>
      </ol>
    </nav>
  );
}
