import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAppNavigate } from '@/lib/use-lang';
import { useTranslation } from 'react-i18next';
import { paths, stripLang } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useRole } from '@/lib/use-session';
import { useAddCartItem } from '../api/add-cart-item';
import { clearPendingItem, hasPendingItem, takePendingItem } from '../utils/pending-item';

// While she is still on a sign-in screen, its own redirect is about to take her back.
const AUTH_SCREENS = ['/login', '/register', '/auth/callback', '/password-reset/*'];

/**
 * Spec 4: once a guest has signed in (or registered) as role user, her pending item is added by itself,
 * cleared, and she is on the product page. A pending item older than 2 minutes is discarded instead, and
 * an admin never gets one added.
 */
export default function PendingCartItemWatcher() {
  const { isUser, isAdmin } = useRole();
  const location = useLocation();
  const navigate = useAppNavigate();
  const { t } = useTranslation('product');
  const { add } = useAddCartItem();

  useEffect(() => {
    if (isAdmin && hasPendingItem()) {
      clearPendingItem();
      return;
    }
    if (!isUser) return;
    const page = stripLang(location.pathname);
    if (AUTH_SCREENS.some((pattern) => matchPath(pattern, page))) return;
    const item = takePendingItem();
    if (!item) return;
    const productPath = paths.product(item.productId);
    if (page !== productPath) void navigate(productPath, { replace: true });
    add(item).then(
      (result) => {
        if (result) void notify('success', t('pending.added'), { toastId: 'pending-cart-item' });
      },
      (error: unknown) => {
        void notify('error', t('pending.failed', { message: error instanceof Error ? error.message : '' }), {
          toastId: 'pending-cart-item',
        });
      },
    );
  }, [isUser, isAdmin, location.pathname, navigate, add, t]);

  return null;
}
