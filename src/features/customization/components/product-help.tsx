import { useTranslation } from 'react-i18next';
import { HelpNearby } from '@/components/help/help-nearby';
import { localize } from '@/lib/localize';
import type { Product } from '@/domain/schemas';
import type { ProductChoices } from '@/features/customization/hooks/use-product-choices';
import { describeChoices } from '@/features/customization/utils/describe-choices';

/** Help beside a piece (issue 23.5): WhatsApp opens on a message naming it and her choices, in her language. */
export function ProductHelp({ product, choices }: { product: Product; choices: ProductChoices }) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <HelpNearby
      message={(names) =>
        t('help.message', {
          name: names([localize(product.p_name, lang)]),
          code: product.code,
          choices: names([describeChoices(product, choices, lang)]),
        })
      }
    />
  );
}

/** A shared link named a colour, fabric or cut this piece does not have (decision 0030): it says so. */
export function LinkFellBackNote() {
  const { t } = useTranslation('product');
  return (
    <p
      role="status"
      className="rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink"
      data-testid="link-fell-back"
    >
      {t('shared.fellBack')}
    </p>
  );
}
