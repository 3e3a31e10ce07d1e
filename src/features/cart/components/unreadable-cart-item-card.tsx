import { useTranslation } from 'react-i18next';
import { localize } from '@/lib/localize';
import { useLang } from '@/lib/use-lang';
import type { UnreadableCartItem } from '../api/get-cart';
import { RemoveItemButton } from './remove-item-button';

type Props = { item: UnreadableCartItem; onRemove: (item: UnreadableCartItem) => void };

/**
 * An item of her cart whose details could not be read (it breaks the API's contract): named when it can be, never
 * selectable for checkout, and removable — so one odd item never keeps her from the rest of her cart.
 */
export function UnreadableCartItemCard({ item, onRemove }: Props) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const name = item.name ? localize(item.name, lang) : t('unreadable.unnamed');
  const titleId = `cart-item-${item.itemId}-name`;
  return (
    <li
      data-testid="cart-item-unreadable"
      data-item-id={item.itemId}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-why`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-sand-300 bg-sand-50 p-3 sm:p-4"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={titleId} className="font-sans text-base font-semibold wrap-anywhere text-ink" dir="auto">
          {name}
        </h3>
        <p id={`${titleId}-why`} className="text-sm text-ink-soft">
          {t('unreadable.body')}
        </p>
      </div>
      <RemoveItemButton name={name} onRemove={() => onRemove(item)} />
    </li>
  );
}
