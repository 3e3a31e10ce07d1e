import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { CheckoutDraft } from '@/domain/checkout-draft';
import { notify } from '@/lib/notify';
import type { CartItem } from '@/domain/schemas';
import { useAppNavigate } from '@/lib/use-lang';

/**
 * The pieces checkout is about: those of her cart the draft chose (an item of the cart that could not be read is
 * never ordered), until her order exists — its pieces have then left her cart, and the page goes on showing what
 * she ordered. With nothing left to buy she goes back to her cart with a word about it.
 */
export function useCheckoutItems(draft: CheckoutDraft | null, cartItems: CartItem[] | undefined) {
  const { t } = useTranslation('checkout');
  const navigate = useAppNavigate();
  const [placed, setPlaced] = useState<{ orderId: string; items: CartItem[] } | null>(null);
  const inCart = cartItems?.filter((item) => draft?.itemIds.includes(item.itemId)) ?? null;
  const selected = placed?.items ?? inCart;
  const nothingToBuy = !draft || (selected !== null && selected.length === 0);

  useEffect(() => {
    if (!nothingToBuy) return;
    void notify('info', t('checkout.noDraft'), { toastId: 'checkout-no-draft' });
    void navigate(paths.cart, { replace: true });
  }, [nothingToBuy, navigate, t]);

  return {
    /** What to show: null while her cart loads, or when there is nothing to buy. */
    items: nothingToBuy ? null : selected,
    placedOrderId: placed?.orderId,
    markPlaced: (orderId: string) => selected && setPlaced({ orderId, items: selected }),
  };
}
