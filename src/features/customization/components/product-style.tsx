import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { localize } from '@/lib/localize';
import type { Lang } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import type { ProductChoices } from '@/features/customization/hooks/use-product-choices';
import { selectedOptionNames } from '@/features/customization/utils/option-names';
import { StyleFeeNote } from './style-fee-note';

/** The parts of the cut this piece lets her choose ('sleeve and length'), as the API names them; null for none. */
function choosableParts(product: Product, lang: Lang): string | null {
  const names = product.customizations.map((c) => {
    const name = localize(c.name, lang);
    return lang === 'en' ? name.toLocaleLowerCase('en') : name;
  });
  return names.length > 0 ? new Intl.ListFormat(lang, { type: 'conjunction' }).format(names) : null;
}

/**
 * The piece's style: a basic one says so; a custom one shows the cut she chose (or asks for one) and opens the
 * customization modal through `onCustomize`.
 */
export function ProductStyle({
  product,
  choices,
  onCustomize,
}: {
  product: Product;
  choices: ProductChoices;
  onCustomize: () => void;
}) {
  const { t, i18n } = useTranslation('product');
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const parts = choosableParts(product, lang);
  return (
    <section aria-labelledby="style-title" className="space-y-3">
      <h2 id="style-title" className="font-sans text-sm font-semibold text-ink">
        {t('style.legend')}: {product.style === 'custom' ? t('style.custom') : t('style.basic')}
      </h2>
      {product.style === 'basic' ? (
        <p className="text-sm text-ink-soft">{t('style.basicHint')}</p>
      ) : (
        <div className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4">
          {parts && <p className="text-sm text-ink-soft">{t('style.customHint', { parts })}</p>}
          <StyleFeeNote product={product} />
          {choices.customized ? (
            <p className="text-sm" data-testid="chosen-cut">
              <span className="font-semibold text-ink">{t('style.yourCut')}: </span>
              <span className="text-ink-soft">
                {selectedOptionNames(product, choices.selection, lang).join(' · ')}
              </span>
            </p>
          ) : choices.needsCut ? (
            <p
              id="choose-cut"
              role={choices.cutMissing ? 'alert' : undefined}
              data-testid="choose-cut"
              className={
                choices.cutMissing
                  ? 'rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800'
                  : 'text-sm font-medium text-ink'
              }
            >
              {t('style.chooseCut')}
            </p>
          ) : (
            <p className="text-sm text-ink-muted">{t('style.notCustomized')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={onCustomize}
              aria-describedby={choices.needsCut ? 'choose-cut' : undefined}
              className="!py-2"
            >
              {choices.customized ? t('style.editCustomization') : t('style.customize')}
            </Button>
            {choices.customized && (
              <Button variant="ghost" onClick={() => choices.applyCut({})}>
                {t('style.removeCustomization')}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
