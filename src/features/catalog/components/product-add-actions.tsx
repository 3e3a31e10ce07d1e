import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatPrice, type Lang } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import type { PriceWithChoices } from './product-summary';

export type ProductAddActionsProps = {
  product: Product;
  /** why the last add failed (her choices are kept), or null */
  addError: string | null;
  onAdd: () => void;
  adding: boolean;
  /** staff see the piece but cannot buy it */
  staffOnly: boolean;
};

/**
 * Pinned at the foot of a phone's screen (src/index.css unpins it while she types); in its place on a desktop.
 * `data-pinned-foot`: floating controls (the chat launcher) keep above it.
 */
const BAR =
  'product-add-bar sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-sand-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none';

/**
 * Add to cart, or 'Notify me' for a piece out of stock, with the reason the last add failed. Direct children of
 * the choices' fieldset: on a phone the button, with the price her choices make, stays at the foot of the screen
 * while she goes through them (sticky within the fieldset, so it settles in its place at their end and never
 * shows above them); a field she is typing in, and the keyboard, are never under it (src/index.css). Why an add
 * failed is said in the bar itself, above its button: on a phone the form's end can be a long way below the bar she
 * pressed, and a message there left her looking at a button that had only reset.
 */
export function ProductAddActions({
  product,
  withChoices,
  addError,
  onAdd,
  adding,
  staffOnly,
  onNotify,
}: ProductAddActionsProps & { withChoices: PriceWithChoices; onNotify: () => void }) {
  const { t, i18n } = useTranslation('product');
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <>
      <div className={BAR} data-testid="add-bar" data-pinned-foot="">
        {addError && (
          <div className="max-h-[40vh] basis-full overflow-y-auto lg:mb-3">
            <FormAlert>
              <p>{addError}</p>
              <p className="font-normal">{t('add.keepChoices')}</p>
            </FormAlert>
          </div>
        )}
        <p
          className="shrink-0 text-lg font-semibold text-ink tabular-nums lg:hidden"
          data-currency={withChoices.currency}
        >
          <span className="sr-only">{t('price.total')}: </span>
          {formatPrice(withChoices.total, withChoices.currency, lang)}
        </p>
        {product.availability === 'out_of_stock' ? (
          <Button onClick={onNotify} className="w-full">
            {t('add.notifyMe')}
          </Button>
        ) : (
          <Button onClick={onAdd} loading={adding} disabled={staffOnly} className="w-full">
            {adding ? t('add.adding') : t('add.submit')}
          </Button>
        )}
      </div>
      {staffOnly && product.availability !== 'out_of_stock' && (
        <p className="text-sm text-ink-muted">{t('add.staffOnly')}</p>
      )}
    </>
  );
}
