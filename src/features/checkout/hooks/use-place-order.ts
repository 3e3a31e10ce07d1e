import { useEffect, useRef, useState } from 'react';
import { browser } from '@/lib/browser';
import { safePaymentUrl } from '@/lib/payment-url';
import type { CartItem, Order } from '@/lib/schemas';
import { ItemsUnavailableError, useCreateOrder, type CreateOrderInput } from '../api/create-order';
import { findPlacedOrder, outcomeUnknown, type OrderAttempt } from '../utils/placed-order';

export type PlaceOrderState =
  | { kind: 'idle' }
  | { kind: 'placing' }
  /** Placed: the browser is on its way to the payment page. */
  | { kind: 'redirecting'; order: Order }
  /** Placed, but the payment address was not one to follow. */
  | { kind: 'no-payment-page'; order: Order }
  /** A clear refusal (a 4xx other than 409): nothing was placed. */
  | { kind: 'refused'; error: unknown }
  // No clear answer (a timeout, a dropped connection, a 5xx, an unreadable success): the order may exist.
  /** Looking for it among her recent orders. */
  | { kind: 'checking'; error: unknown }
  /** It exists, waiting for payment. */
  | { kind: 'found'; order: Order; error: unknown }
  /** It is not among her orders: trying again is safe (place looks once more first). */
  | { kind: 'not-found'; error: unknown }
  /** Her orders could not be read either: she checks again before anything is sent twice. */
  | { kind: 'check-failed'; error: unknown };

export interface PlaceOrderOptions {
  /**
   * Her current orders, asked for afresh (not from the cache): where an order whose answer was lost is looked
   * for. The orders feature owns that list; the checkout route hands its lookup in.
   */
  lookUpOrders: () => Promise<Order[]>;
  /**
   * The order exists (answered, or found after a lost answer): what the cart handed over is used up, and her
   * order lists hold one more.
   */
  onPlaced: (order: Order) => void;
  /** A 409: these pieces can no longer be made; nothing was placed. */
  onUnavailable: (itemIds: number[]) => void;
  /** She came back (browser Back, from the back-forward cache) from the payment page of the order placed here. */
  onBackFromPayment: (order: Order) => void;
}

const UNSURE = new Set<PlaceOrderState['kind']>(['checking', 'found', 'not-found', 'check-failed']);

/**
 * Placing her order (contract: POST /user/orders), one at a time, then the payment page its answer names. When no
 * clear answer comes, the shop does not guess: it looks for the order among her recent orders (GET
 * /user/orders?group=current, fresh) and either has found it — she completes its payment — or knows it was not
 * placed, and a second press looks once more before it sends the order again. Never retried by itself.
 */
export function usePlaceOrder(options: PlaceOrderOptions) {
  const { mutateAsync: createOrder } = useCreateOrder();
  const [state, setState] = useState<PlaceOrderState>({ kind: 'idle' });
  const stateRef = useRef(state);
  const inFlight = useRef(false);
  const placedOrder = useRef<Order | null>(null);
  const attemptRef = useRef<OrderAttempt | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const set = (next: PlaceOrderState) => {
    stateRef.current = next;
    setState(next);
  };

  const placed = (order: Order, next: PlaceOrderState) => {
    placedOrder.current = order;
    optionsRef.current.onPlaced(order);
    set(next);
  };

  /** Looks for the order among her current orders; true when it was found (or could not be looked for). */
  const lookUp = async (attempt: OrderAttempt, error: unknown): Promise<boolean> => {
    set({ kind: 'checking', error });
    let orders: Order[];
    try {
      orders = await optionsRef.current.lookUpOrders();
    } catch {
      set({ kind: 'check-failed', error });
      return true;
    }
    const order = findPlacedOrder(orders, attempt);
    if (!order) {
      set({ kind: 'not-found', error });
      return false;
    }
    placed(order, { kind: 'found', order, error });
    return true;
  };

  /** Places the order unless one is on its way or exists; `onSend` runs just before it is sent. */
  const place = async (input: CreateOrderInput, items: readonly CartItem[], onSend?: () => void) => {
    if (inFlight.current || placedOrder.current) return;
    inFlight.current = true;
    try {
      const attempt: OrderAttempt = {
        items,
        addressId: input.addressId,
        giftNote: input.giftNote,
        homeMeasurement: input.homeMeasurement,
        startedAt: Date.now(),
      };
      const previous = attemptRef.current;
      attemptRef.current = attempt;
      // The last try's answer was lost: that order may have been made since, so look before sending another.
      if (UNSURE.has(stateRef.current.kind) && previous) {
        const stop = await lookUp({ ...attempt, startedAt: previous.startedAt }, null);
        if (stop) return;
      }
      set({ kind: 'placing' });
      onSend?.();
      try {
        const { order, paymentUrl } = await createOrder(input);
        const url = safePaymentUrl(paymentUrl);
        if (!url) {
          console.warn('[checkout] the payment address was refused', paymentUrl);
          placed(order, { kind: 'no-payment-page', order });
          return;
        }
        placed(order, { kind: 'redirecting', order });
        browser.assign(url);
      } catch (error) {
        if (error instanceof ItemsUnavailableError) {
          set({ kind: 'idle' });
          optionsRef.current.onUnavailable(error.itemIds);
        } else if (outcomeUnknown(error)) {
          await lookUp(attempt, error);
        } else {
          set({ kind: 'refused', error });
        }
      }
    } finally {
      inFlight.current = false;
    }
  };

  /** After a look that failed: look again. */
  const checkAgain = async () => {
    const attempt = attemptRef.current;
    if (!attempt || inFlight.current || placedOrder.current) return;
    inFlight.current = true;
    const error = 'error' in stateRef.current ? stateRef.current.error : null;
    try {
      await lookUp(attempt, error);
    } finally {
      inFlight.current = false;
    }
  };

  // Back from the card page restores this page as she left it ('Taking you to the payment page…'), from the
  // browser's back-forward cache, without loading it: the order exists, so say where it is instead.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      const current = stateRef.current;
      if (event.persisted && current.kind === 'redirecting')
        optionsRef.current.onBackFromPayment(current.order);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return { state, place, checkAgain };
}
