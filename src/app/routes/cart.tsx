import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { langOfPath, localizePath, paths } from '@/config/paths';
import { REDIRECT_TO_PARAM } from '@/features/auth/utils/redirect';
import { getCartQueryOptions } from '@/features/cart/api/get-cart';
import { CartScreen, GuestInvite } from '@/features/cart/components/cart-screen';
import { getOrdersQueryOptions } from '@/features/orders/api/get-orders';
import { UnpaidOrdersNotice } from '@/features/orders/components/unpaid-orders-notice';
import { sessionStatus } from '../guards';
import { isAdminRole } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { useLang } from '@/lib/use-lang';
import { useRole } from '@/lib/use-session';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/cart';

/**
 * Role user (spec 2). A guest is not sent away: the cart invites her to sign in or create an account and
 * brings her back. Staff go to the dashboard. The cart is asked for here but not awaited: the page shows its
 * skeleton while it comes.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // checkout's words: the notice of an order waiting for payment speaks them
  const [status] = await Promise.all([sessionStatus(), loadWordsOf('app/routes/cart')]);
  if (status.status === 'valid' && isAdminRole(status.role)) {
    throw redirect(localizePath(paths.dashboard, langOfPath(new URL(request.url).pathname)));
  }
  if (status.status === 'valid') {
    void queryClient.prefetchQuery(getCartQueryOptions());
    void queryClient.prefetchQuery(getOrdersQueryOptions('current'));
  }
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('title', 'cart'), t('metaDescription', 'cart'));
}

export default function CartRoute() {
  const { t } = useTranslation('cart');
  const { session, isUser } = useRole();
  const lang = useLang();
  // she comes back to the cart in the language she is reading
  const back = `?${new URLSearchParams({ [REDIRECT_TO_PARAM]: localizePath(paths.cart, lang) })}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="mb-6 text-3xl font-semibold sm:text-4xl">{t('title')}</h1>
      {session && isUser ? (
        <>
          {/* an order she left on the card page, or whose answer was lost, is offered even with an empty cart */}
          <UnpaidOrdersNotice />
          <CartScreen />
        </>
      ) : (
        <GuestInvite back={back} />
      )}
    </div>
  );
}
