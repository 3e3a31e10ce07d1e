import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/ui/icons';
import { localize } from '@/lib/localize';
import { currentLang } from '@/lib/i18n';
import type { Product } from '@/domain/schemas';
import { useHydrated } from '@/lib/use-hydrated';
import { useStoredProductList } from '@/features/catalog/hooks/use-stored-product-list';
import { savedProducts, type ProductChoices } from '@/features/catalog/utils/stored-product-list';

/**
 * The heart on a piece (issue 23.7): a toggle that saves the piece, with the colour, fabric and cut she has chosen
 * (`choices`), to her saved pieces in this browser, or takes it off. It waits for the page's scripts (a press
 * before them would do nothing).
 */
export function SaveProductButton({
  product,
  choices,
  className = '',
}: {
  product: Product;
  choices?: ProductChoices;
  className?: string;
}) {
  const { t } = useTranslation();
  const saved = useStoredProductList(savedProducts).some((piece) => piece.id === product.id);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={!hydrated}
      aria-label={t('saved.save', { name: localize(product.p_name, currentLang()) })}
      onClick={() =>
        saved
          ? savedProducts.forget(product.id)
          : savedProducts.put({ id: product.id, name: product.p_name, ...(choices ? { choices } : {}) })
      }
      className={`rounded-full bg-white/90 p-2 text-brand-700 shadow-sm ring-1 ring-sand-200 transition-colors hover:bg-white disabled:opacity-60 ${className}`}
    >
      <HeartIcon filled={saved} className="size-5" strokeWidth={1.8} />
    </button>
  );
}
