import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Product } from '@/lib/schemas';

export type ProductAddActionsProps = {
  product: Product;
  /** why the last add failed (her choices are kept), or null */
  addError: string | null;
  onAdd: () => void;
  adding: boolean;
  /** staff see the piece but cannot buy it */
  staffOnly: boolean;
};

/** Add to cart, or 'Notify me' for a piece out of stock, with the reason the last add failed. */
export function ProductAddActions({
  product,
  addError,
  onAdd,
  adding,
  staffOnly,
  onNotify,
}: ProductAddActionsProps & { onNotify: () => void }) {
  const { t } = useTranslation('product');
  return (
    <div className="space-y-3">
      {addError && (
        <FormAlert>
          <p>{addError}</p>
          <p className="font-normal">{t('add.keepChoices')}</p>
        </FormAlert>
      )}
      {product.availability === 'out_of_stock' ? (
        <Button onClick={onNotify} className="w-full">
          {t('add.notifyMe')}
        </Button>
      ) : (
        <>
          <Button onClick={onAdd} loading={adding} disabled={staffOnly} className="w-full">
            {adding ? t('add.adding') : t('add.submit')}
          </Button>
          {staffOnly && <p className="text-sm text-ink-muted">{t('add.staffOnly')}</p>}
        </>
      )}
    </div>
  );
}
