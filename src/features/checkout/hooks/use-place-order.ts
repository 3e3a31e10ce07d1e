import { useEffect, useRef, useState } from 'react';
import { browser } from '@/lib/browser';
import { safePaymentUrl } from '@/domain/payment-url';
import type { CartItem, Order } from '@/domain/schemas';
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
  // No clear answer (a timeout, a dropped connection, a 5xx, an unreadable success): the order may exist, and may
  // still be made after the shop gave up waiting (decision 0023). Until a look finds it, nothing says it was not.
  /** Looking for it among her recent orders (the first look). */
  | { kind: 'checking'; error: unknown }
  /** It exists, waiting for payment. */
  | { kind: 'found'; order: Order; error: unknown }
  /** Not among her orders yet: the shop looks again by itself (LOOK_AGAIN_AFTER_MS), and at once when she asks. */
  | { kind: 'still-checking'; error: unknown }
  /** Still not there after the last look: she checks her orders before she pays again (place looks once more). */
  | { kind: 'unconfirmed'; error: unknown }
  /** Her orders could not be read at the last look: she checks again before anything is sent twice. */
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

const UNSURE = new Set<PlaceOrderState['kind']>([
  'checking',
  'found',
  'still-checking',
  'unconfirmed',
  'check-failed',
]);

/**
 * After a look that did not find the order, the waits before the next looks: about a minute in all after the first
 * look, at first often (an answer lost at the 20 s timeout may be a server a few seconds from done), then less.
 */
export const LOOK_AGAIN_AFTER_MS: readonly number[] = [3_000, 5_000, 7_000, 10_000, 15_000, 20_000];

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
  const mounted = useRef(true);

  const set = (next: PlaceOrderState) => {
    stateRef.current = next;
    setState(next);
  };

  const placed = (order: Order, next: PlaceOrderState) => {
    placedOrder.current = order;
    optionsRef.current.onPlaced(order);
    set(next);
  };

  const timer = useRef<number | undefined>(undefined);
  const nextLook = useRef(0);
  const stopLooking = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  /** One look among her current orders: the order, null when it is not there, 'failed' when they could not be read. */
  const lookOnce = async (attempt: OrderAttempt): Promise<Order | null | 'failed'> => {
    try {
      return findPlacedOrder(await optionsRef.current.lookUpOrders(), attempt);
    } catch {
      return 'failed';
    }
  };

  /**
   * Looks for the order; false only when nothing more is to be found before she sends it again (the looks are
   * over, and it is not there). Not found (or her orders unreadable), the shop says it is still
   * checking and looks again by itself after the next wait; after the last one it says it could not confirm it.
   */
  const lookUp = async (attempt: OrderAttempt, error: unknown): Promise<boolean> => {
    stopLooking();
    const result = await lookOnce(attempt);
    if (placedOrder.current || !mounted.current) return true;
    if (result !== null && result !== 'failed') {
      placed(result, { kind: 'found', order: result, error });
      return true;
    }
    const wait = LOOK_AGAIN_AFTER_MS[nextLook.current];
    if (wait === undefined) {
      set(result === 'failed' ? { kind: 'check-failed', error } : { kind: 'unconfirmed', error });
      return result === 'failed';
    }
    nextLook.current += 1;
    set({ kind: 'still-checking', error });
    timer.current = window.setTimeout(() => void lookWhenFree(), wait);
    return true;
  };

  /** A look of its own (a timer, her press, her return to the page), unless something is already on its way. */
  const lookWhenFree = async () => {
    const attempt = attemptRef.current;
    if (!attempt || inFlight.current || placedOrder.current || !UNSURE.has(stateRef.current.kind)) return;
    inFlight.current = true;
    const error = 'error' in stateRef.current ? stateRef.current.error : null;
    try {
      await lookUp(attempt, error);
    } finally {
      inFlight.current = false;
    }
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
      // The last try's answer was lost: that order may have been made since, so look before sending another
      // (she can press Pay only once the looks are over and found nothing).
      if (UNSURE.has(stateRef.current.kind) && previous) {
        attemptRef.current = { ...attempt, startedAt: previous.startedAt };
        set({ kind: 'checking', error: null });
        const stop = await lookUp(attemptRef.current, null);
        if (stop) return;
        attemptRef.current = attempt;
      }
      nextLook.current = 0;
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
          set({ kind: 'checking', error });
          await lookUp(attempt, error);
        } else {
          set({ kind: 'refused', error });
        }
      }
    } finally {
      inFlight.current = false;
    }
  };

  /** She asks the shop to look again (or presses anything that would): at once, not at the next wait. */
  const checkAgain = lookWhenFree;
  const checkAgainRef = useRef(checkAgain);
  useEffect(() => {
    checkAgainRef.current = checkAgain;
  });

  // Coming back to the page (from her e-mail, her orders in another tab) while the order is unconfirmed: look now.
  // Leaving checkout ends the looks.
  useEffect(() => {
    mounted.current = true;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkAgainRef.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      mounted.current = false;
      document.removeEventListener('visibilitychange', onVisible);
      stopLooking();
    };
  }, []);

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
