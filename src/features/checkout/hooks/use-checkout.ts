import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartItemToGa4, trackEcommerce } from '@/lib/analytics';
import { isApiError } from '@/lib/api-error';
import { clearCheckoutDraft } from '@/domain/checkout-draft';
import type { CartItem, Quote } from '@/domain/schemas';
import { problemOf } from '../utils/problem';
import type { OrderRequest } from '../utils/order-request';
import { usePlaceOrder, type PlaceOrderOptions } from './use-place-order';

type Options = PlaceOrderOptions & {
  request: OrderRequest;
  items: CartItem[];
  /** The quote of exactly this request, once it has come. */
  quote: Quote | undefined;
  /** The delivery address chosen, if any. */
  addressId: number | null;
};

/**
 * The checkout page's flow around placing the order: Pay (with the address it needs), what a refusal is about
 * and where on the page it shows (focused there), the GA4 steps, and what she has since fixed.
 */
export function useCheckout({ request, items, quote, addressId, ...placeOptions }: Options) {
  const { t } = useTranslation(['checkout', 'feedback']);
  const {
    state: pay,
    place,
    checkAgain,
  } = usePlaceOrder({
    ...placeOptions,
    onPlaced: (order) => {
      // From here on the order exists: no press sends another, however slow the payment page is to open.
      clearCheckoutDraft();
      placeOptions.onPlaced(order);
    },
  });
  const addressRef = useRef<HTMLFieldSetElement>(null);
  const extrasRef = useRef<HTMLElement>(null);

  // a clear refusal: which part of the page it is about
  const [dismissed, setDismissed] = useState<unknown>(null);
  const refused = useMemo(
    () =>
      pay.kind === 'refused' && pay.error !== dismissed
        ? {
            problem: problemOf(
              pay.error,
              pay.error instanceof Error ? pay.error.message : t('feedback:errors.generic'),
            ),
            status: isApiError(pay.error) ? pay.error.status : null,
            error: pay.error,
          }
        : null,
    [pay, dismissed, t],
  );
  const [addressMissing, setAddressMissing] = useState(false);

  // GA4: she has begun checking out, once per visit to the page, with what she is about to buy
  const beganRef = useRef(false);
  useEffect(() => {
    if (beganRef.current || !quote) return;
    beganRef.current = true;
    trackEcommerce('begin_checkout', {
      currency: quote.currency,
      value: quote.total,
      coupon: quote.promoCode ?? undefined,
      items: items.map(cartItemToGa4),
    });
  }, [quote, items]);

  const problem = refused?.problem ?? null;
  useEffect(() => {
    if (!problem) return;
    const target =
      problem.where === 'address'
        ? addressRef.current
        : problem.where === 'extras'
          ? extrasRef.current
          : null;
    if (!target) return;
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [problem]);

  const onPay = async () => {
    if (addressId === null) {
      setAddressMissing(true);
      addressRef.current?.focus();
      return;
    }
    if (!quote) return;
    setAddressMissing(false);
    await place(
      {
        itemIds: request.itemIds,
        addressId,
        homeMeasurement: request.visit,
        giftNote: request.giftNote === '' ? null : request.giftNote,
        promoCode: quote.promoCode,
      },
      items,
      // GA4: she goes on to pay, once per order sent
      () =>
        trackEcommerce('add_payment_info', {
          currency: quote.currency,
          value: quote.total,
          coupon: quote.promoCode ?? undefined,
          payment_type: 'card',
          items: items.map(cartItemToGa4),
        }),
    );
  };

  return {
    pay,
    onPay,
    checkAgain,
    /** The refusal to show, and where; null once she has fixed what it named. */
    refused,
    busy:
      pay.kind === 'placing' ||
      pay.kind === 'checking' ||
      pay.kind === 'still-checking' ||
      pay.kind === 'redirecting' ||
      pay.kind === 'no-payment-page' ||
      pay.kind === 'check-failed',
    addressRef,
    extrasRef,
    addressError:
      refused?.problem.where === 'address'
        ? refused.problem.message
        : addressMissing
          ? t('address.required')
          : undefined,
    extrasError: refused?.problem.where === 'extras' ? refused.problem.message : undefined,
    /** She chose or added an address: the word about the last one no longer applies. */
    addressChosen: () => {
      setAddressMissing(false);
      if (refused?.problem.where === 'address') setDismissed(refused.error);
    },
  };
}

export type CheckoutFlow = ReturnType<typeof useCheckout>;
