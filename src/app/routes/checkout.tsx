import { useState } from 'react';
import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requireUserRole } from '../guards';
import { langOfPath, localizePath, paths } from '@/config/paths';
import { getAddressesQueryOptions, sortAddresses } from '@/features/addresses/api/get-addresses';
import { AddressChoiceSection } from '@/features/addresses/components/address-choice';
import { useAddressChoice } from '@/features/addresses/hooks/use-address-choice';
import { getCartQueryOptions, useCart } from '@/features/cart/api/get-cart';
import { getQuoteQueryOptions, useQuote } from '@/features/cart/api/get-quote';
import { sayNoDraft } from '@/features/checkout/utils/no-draft';
import * as Frame from '@/features/checkout/components/checkout-frame';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { useCheckoutItems } from '@/features/checkout/hooks/use-checkout-items';
import { orderRequest } from '@/features/checkout/utils/order-request';
import { fetchCurrentOrders, hasUnpaidOrder, markOrdersStale } from '@/features/orders/api/get-orders';
import { FoundOrder } from '@/features/orders/components/found-order';
import { UnpaidOrdersNotice } from '@/features/orders/components/unpaid-orders-notice';
import { readCheckoutDraft, type CheckoutDraft } from '@/domain/checkout-draft';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { queryClient } from '@/lib/query-client';
import type { CartItem } from '@/domain/schemas';
import { useAppNavigate } from '@/lib/use-lang';
import { LoadError } from '@/components/ui/load-state';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/checkout';

/**
 * Checkout needs role user (spec 2) and what the cart handed over (the checkout draft): with none, or nothing
 * selected, she goes back to her cart with a word about it. The cart, her addresses and the quote are asked for
 * here, beside the screen's code.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await Promise.all([requireUserRole(request), loadWordsOf('app/routes/checkout')]);
  const draft = readCheckoutDraft();
  if (!draft || draft.itemIds.length === 0) {
    // Back from the card page without paying lands here with the draft used up: the cart offers her unpaid
    // order then, and 'choose your pieces' would be the wrong word.
    if (!(await hasUnpaidOrder())) sayNoDraft();
    throw redirect(localizePath(paths.cart, langOfPath(new URL(request.url).pathname)));
  }
  void queryClient.prefetchQuery(getCartQueryOptions());
  // the quote follows the address she delivers to: her default one first (contract 2026-11-27)
  void queryClient
    .fetchQuery(getAddressesQueryOptions())
    .then((addresses) =>
      queryClient.prefetchQuery(
        getQuoteQueryOptions({ ...draft, addressId: sortAddresses(addresses)[0]?.id ?? null }),
      ),
    )
    .catch(() => undefined);
  return { draft };
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('checkout.title', 'checkout'));
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('checkout');
  // what the cart handed over when she pressed checkout, as the loader read it: kept for the whole visit
  const [draft] = useState(loaderData.draft);
  const cart = useCart();
  const { items, placedOrderId, markPlaced } = useCheckoutItems(draft, cart.data?.items);
  const failed = cart.isError && !cart.data;
  return (
    <Frame.CheckoutFrame notice={<UnpaidOrdersNotice exclude={placedOrderId} />}>
      {failed ? (
        <LoadError
          heading={2}
          title={t('checkout.loadError')}
          message={cart.error.message}
          note={t('checkout.keptNote')}
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      ) : items ? (
        <Checkout draft={draft} items={items} onPlaced={markPlaced} />
      ) : (
        <Frame.CheckoutSkeleton />
      )}
    </Frame.CheckoutFrame>
  );
}

/** The checkout screen, composed with her addresses, the quote for the one she picks, and her orders. */
function Checkout(props: { draft: CheckoutDraft; items: CartItem[]; onPlaced: (orderId: string) => void }) {
  const { draft, items } = props;
  const navigate = useAppNavigate();
  const request = orderRequest(draft, items);
  const address = useAddressChoice();
  // the delivery fee and the home visit follow the address she picks: asked again as she changes it, once known
  const quote = useQuote(
    {
      itemIds: request.itemIds,
      promoCode: draft.promoCode,
      homeMeasurement: request.visit,
      addressId: address.id,
    },
    { debounceMs: 0, enabled: !address.query.isPending },
  );
  return (
    <CheckoutScreen
      request={request}
      items={items}
      quote={quote}
      address={{ id: address.id, country: address.chosen?.country ?? null, pending: address.query.isPending }}
      addressSection={(slot) => (
        <AddressChoiceSection ref={slot.ref} choice={address} error={slot.error} onChosen={slot.onChosen} />
      )}
      found={(order) => <FoundOrder order={order} />}
      lookUpOrders={fetchCurrentOrders}
      onPlaced={(order) => {
        markOrdersStale();
        props.onPlaced(order.id);
        void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
      }}
      // back to the cart, which marks them (features/cart/utils/unavailable-items.ts); the draft stays for her next try
      onUnavailable={(unavailableItemIds) => void navigate(paths.cart, { state: { unavailableItemIds } })}
      // the cart offers the order she left unpaid, as it does when Back loads this page again
      onBackFromPayment={() => void navigate(paths.cart, { replace: true })}
    />
  );
}
