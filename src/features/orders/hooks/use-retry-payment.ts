import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { browser } from '@/lib/browser';
import { payOrder } from '../api/pay-order';
import { safePaymentUrl } from '@/domain/payment-url';

export type RetryPaymentState = 'idle' | 'opening' | { error: string | null };

/**
 * 'Try another card' (contract: POST /user/orders/{id}/pay): one request per press, then the browser goes to
 * the payment page the answer names, only if it is on the payment provider's origin (domain/payment-url.ts). While the browser leaves, the state stays
 * 'opening' and further presses do nothing; a failure gives the error's message (null when the address was not
 * one to follow) and lets her press again. The request is a mutation, never retried by itself: the shop counts it
 * as a call under way, so an answer that takes long brings 'This is taking longer than usual' (app/slow-notice.tsx).
 */
export function useRetryPayment(orderId: string) {
  const inFlight = useRef(false);
  const [state, setState] = useState<RetryPaymentState>('idle');
  const { mutateAsync: pay } = useMutation({ mutationFn: payOrder });

  const retry = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState('opening');
    try {
      const url = safePaymentUrl(await pay(orderId));
      if (!url) {
        setState({ error: null });
        inFlight.current = false;
        return;
      }
      browser.assign(url);
    } catch (error) {
      setState({ error: error instanceof Error ? error.message : null });
      inFlight.current = false;
    }
  };

  return { state, retry };
}
