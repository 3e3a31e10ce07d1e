import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderItemList } from '@/components/order/order-item-list';
import type { CountryCode } from '@/config/countries';
import type { CartItem, Order } from '@/domain/schemas';
import { useCheckout } from '../hooks/use-checkout';
import type { PlaceOrderOptions } from '../hooks/use-place-order';
import { homeVisitAbroad } from '../utils/home-visit';
import type { OrderRequest } from '../utils/order-request';
import { CheckoutExtras } from './checkout-extras';
import * as Frame from './checkout-frame';
import { CheckoutHelp } from './checkout-help';
import { HomeVisitAbroad } from './home-visit-abroad';
import { PayPanel } from './pay-panel';
import { QuoteView, type QuoteState } from './quote-view';

/** What the address section is told by the checkout flow: where to focus, what is wrong, that she chose one. */
export type AddressSlot = { ref: Ref<HTMLFieldSetElement>; error: string | undefined; onChosen: () => void };

type Props = PlaceOrderOptions & {
  request: OrderRequest;
  items: CartItem[];
  /** The quote of this request for the address she delivers to (the cart feature's quote hook). */
  quote: QuoteState;
  /** Her delivery address as the addresses feature has it: chosen (its id and country) and still loading. */
  address: { id: number | null; country: CountryCode | null; pending: boolean };
  /** The addresses feature's section to choose or add one, told what the flow needs of it. */
  addressSection: (slot: AddressSlot) => ReactNode;
  /** Her order, found waiting for payment after its answer was lost (the orders feature's card). */
  found: (order: Order) => ReactNode;
};

/**
 * The checkout screen (spec 5): address, pieces and extras to review; beside them the totals and Pay. The route
 * composes it with what other features own (her addresses, the quote, her orders) and passes them in.
 */
export function CheckoutScreen({
  request,
  items,
  quote,
  address,
  addressSection,
  found,
  ...placeOptions
}: Props) {
  const { t } = useTranslation('checkout');
  const checkout = useCheckout({
    ...placeOptions,
    request,
    items,
    quote: quote.quote,
    addressId: address.id,
  });
  const homeAbroad = homeVisitAbroad(items, address.country, [quote.query.error, checkout.refused?.error]);
  return (
    <Frame.CheckoutLayout
      aside={
        <>
          <PayPanel
            checkout={checkout}
            totals={<QuoteView state={quote} />}
            ready={Boolean(quote.quote) && !address.pending}
            found={found}
            deliveryCountry={address.country}
            visitDate={request.visit?.date ?? null}
            blocker={homeAbroad.length > 0 ? t('homeAbroad.payBlocked') : undefined}
          />
          <CheckoutHelp items={items} />
        </>
      }
    >
      {addressSection({
        ref: checkout.addressRef,
        error: checkout.addressError,
        onChosen: checkout.addressChosen,
      })}
      <HomeVisitAbroad items={homeAbroad} addressCountry={address.country} />
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
