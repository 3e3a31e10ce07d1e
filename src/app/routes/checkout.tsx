import { useState } from 'react';
import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requireUserRole } from '../guards';
import { OrderItemList } from '@/components/order/order-item-list';
import { langOfPath, localizePath, paths } from '@/config/paths';
import { getAddressesQueryOptions, sortAddresses } from '@/features/addresses/api/get-addresses';
import { AddressChoiceSection } from '@/features/addresses/components/address-choice';
import { useAddressChoice } from '@/features/addresses/hooks/use-address-choice';
import { getCartQueryOptions, useCart } from '@/features/cart/api/get-cart';
import { getQuoteQueryOptions, useQuote } from '@/features/cart/api/get-quote';
import { CheckoutExtras } from '@/features/checkout/components/checkout-extras';
import { CheckoutHelp } from '@/features/checkout/components/checkout-help';
import { HomeVisitAbroad } from '@/features/checkout/components/home-visit-abroad';
import { homeVisitAbroad } from '@/features/checkout/utils/home-visit';
import { sayNoDraft } from '@/features/checkout/utils/no-draft';
import * as Frame from '@/features/checkout/components/checkout-frame';
import { PayPanel } from '@/features/checkout/components/pay-panel';
import { QuoteView } from '@/features/checkout/components/quote-view';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { useCheckoutItems } from '@/features/checkout/hooks/use-checkout-items';
import { orderRequest } from '@/features/checkout/utils/order-request';
import { fetchCurrentOrders, hasUnpaidOrder, markOrdersStale } from '@/features/orders/api/get-orders';
import { FoundOrder } from '@/features/orders/components/found-order';
import { UnpaidOrdersNotice } from '@/features/orders/components/unpaid-orders-notice';
import { readCheckoutDraft, type CheckoutDraft } from '@/domain/checkout-draft';
import { loadRouteWords } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { queryClient } from '@/lib/query-client';
import type { CartItem } from '@/domain/schemas';
import { useAppNavigate } from '@/lib/use-lang';
import { LoadError } from '@/components/ui/load-state';
import { routeWords } from '../route-words';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: routeWords.checkout };

/**
 * Checkout needs role user (spec 2) and what the cart handed over (the checkout draft): with none, or nothing
 * selected, she goes back to her cart with a word about it. The cart, her addresses and the quote are asked for
 * here, beside the screen's code.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await Promise.all([requireUserRole(request), loadRouteWords(routeWords.checkout)]);
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
  return null;
}

export default function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  usePageMeta(t('checkout.title'));
  // read once: the draft is what the cart handed over when she pressed checkout
  const [draft] = useState(readCheckoutDraft);
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
      ) : draft && items ? (
        <CheckoutScreen draft={draft} items={items} onPlaced={markPlaced} />
      ) : (
        <Frame.CheckoutSkeleton />
      )}
    </Frame.CheckoutFrame>
  );
}

/** Address, pieces and extras to review; beside them the totals and Pay. */
function CheckoutScreen(props: {
  draft: CheckoutDraft;
  items: CartItem[];
  onPlaced: (orderId: string) => void;
}) {
  const { draft, items } = props;
  const { t } = useTranslation('checkout');
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
  const checkout = useCheckout({
    request,
    items,
    quote: quote.quote,
    addressId: address.id,
    lookUpOrders: fetchCurrentOrders,
    onPlaced: (order) => {
      markOrdersStale();
      props.onPlaced(order.id);
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    },
    // back to the cart, which marks them (features/cart/utils/unavailable-items.ts); the draft stays for her next try
    onUnavailable: (unavailableItemIds) => void navigate(paths.cart, { state: { unavailableItemIds } }),
    // the cart offers the order she left unpaid, as it does when Back loads this page again
    onBackFromPayment: () => void navigate(paths.cart, { replace: true }),
  });
  const homeAbroad = homeVisitAbroad(items, address.chosen?.country ?? null, [
    quote.query.error,
    checkout.refused?.error,
  ]);
  return (
    <Frame.CheckoutLayout
      aside={
        <>
          <PayPanel
            checkout={checkout}
            totals={<QuoteView state={quote} />}
            ready={Boolean(quote.quote) && !address.query.isPending}
            found={(order) => <FoundOrder order={order} />}
            deliveryCountry={address.chosen?.country ?? null}
            visitDate={request.visit?.date ?? null}
            blocker={homeAbroad.length > 0 ? t('homeAbroad.payBlocked') : undefined}
          />
          <CheckoutHelp items={items} />
        </>
      }
    >
      <AddressChoiceSection
        ref={checkout.addressRef}
        choice={address}
        error={checkout.addressError}
        onChosen={checkout.addressChosen}
      />
      <HomeVisitAbroad items={homeAbroad} addressCountry={address.chosen?.country ?? null} />
      <Frame.CheckoutReview count={items.length}>
        <OrderItemList items={items} checkMeasurements />
      </Frame.CheckoutReview>
      <CheckoutExtras
        ref={checkout.extrasRef}
        request={request}
        quotedPromo={quote.quote?.promoCode}
        error={checkout.extrasError}
      />
    </Frame.CheckoutLayout>
  );
}
