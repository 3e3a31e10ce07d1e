import { useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAppNavigate } from '@/lib/use-lang';
import { useTranslation } from 'react-i18next';
import { paths, stripLang } from '@/config/paths';
import { localize } from '@/lib/localize';
import { choicesSearch } from '@/domain/product-url';
import { notify } from '@/lib/notify';
import { useRole } from '@/lib/use-session';
import { useAddCartItem, type AddCartItemPayload } from '../api/add-cart-item';
import { useCart } from '../api/get-cart';
import { clearPendingItem, hasPendingItem, takePendingItem } from '../utils/pending-item';
import { HeldProductExpiredDialog } from './held-product-expired-dialog';
import { ItemAddedDialog } from './item-added-dialog';

// While she is still on a sign-in screen, its own redirect is about to take her back.
const AUTH_SCREENS = ['/login', '/register', '/auth/callback', '/password-reset/*'];

/**
 * Spec 4: once a guest has signed in (or registered) as role user, her pending item is added by itself,
 * cleared, and she is on the product page. A pending item older than 2 minutes is discarded instead, and
 * an admin never gets one added. The add is confirmed as any add is: the shop's item-added dialog. A discarded
 * item is not let go in silence: on its page (her choices kept there, features/customization/utils/product-draft)
 * she is told, with one press to add it as she had configured it.
 */
export default function PendingCartItemWatcher() {
  const { isUser, isAdmin } = useRole();
  const location = useLocation();
  const navigate = useAppNavigate();
  const { t, i18n } = useTranslation('product');
  const { add, isPending } = useAddCartItem();
  const cart = useCart();
  const [addedItemId, setAddedItemId] = useState<number | null>(null);
  const [expired, setExpired] = useState<AddCartItemPayload | null>(null);
  const [expiredError, setExpiredError] = useState<string | null>(null);

  useEffect(() => {
    if (isAdmin && hasPendingItem()) {
      clearPendingItem();
      return;
    }
    if (!isUser) return;
    const page = stripLang(location.pathname);
    if (AUTH_SCREENS.some((pattern) => matchPath(pattern, page))) return;
    const held = takePendingItem();
    if (!held) return;
    const { productId, colorId, fabricId, combinationId } = held.item;
    const productPath = paths.product(productId);
    // a piece let go is shown with her colour, fabric and cut in its address (decision 0030), for her to add again
    // as it was; one added needs no more than its page (whose address the page would soon rewrite)
    const configured = held.expired
      ? choicesSearch({ colour: colorId, fabric: fabricId, cut: combinationId ?? undefined })
      : '';
    if (page !== productPath) void navigate(`${productPath}${configured}`, { replace: true });
    if (held.expired) {
      setExpiredError(null);
      setExpired(held.item);
      return;
    }
    add(held.item).then(
      (result) => {
        if (result) setAddedItemId(result.itemId);
      },
      (error: unknown) => {
        void notify('error', t('pending.failed', { message: error instanceof Error ? error.message : '' }), {
          toastId: 'pending-cart-item',
        });
      },
    );
  }, [isUser, isAdmin, location.pathname, navigate, add, t]);

  const addAgain = (item: AddCartItemPayload) => {
    setExpiredError(null);
    add(item).then(
      (result) => {
        if (!result) return;
        setExpired(null);
        setAddedItemId(result.itemId);
      },
      (error: unknown) => setExpiredError(error instanceof Error ? error.message : t('add.failed')),
    );
  };

  // the piece's name as the refreshed cart has it (the pending item carries only ids)
  const added = cart.data?.items.find((item) => item.itemId === addedItemId);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <>
      <HeldProductExpiredDialog
        open={expired !== null}
        onClose={() => setExpired(null)}
        adding={isPending}
        error={expiredError}
        onAdd={() => expired && addAgain(expired)}
      />
      <ItemAddedDialog
        open={addedItemId !== null}
        onClose={() => setAddedItemId(null)}
        productName={added ? localize(added.product.p_name, lang) : null}
      />
    </>
  );
}
