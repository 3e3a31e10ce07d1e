import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { Quote } from '@/domain/schemas';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { signInAs } from '@/testing/sign-in';
import {
  getQuoteQueryOptions,
  normalizeQuoteInput,
  sameItemIds,
  useQuote,
  type QuoteInput,
} from './get-quote';

/** A quote answering exactly what was asked: the subtotal is the sum of the ids, so each answer is its own. */
function answerFor(body: QuoteInput): Quote {
  const subtotal = body.itemIds.reduce((sum, id) => sum + id, 0);
  return {
    itemIds: body.itemIds,
    subtotal,
    homeMeasurementFee: 0,
    deliveryFee: 0,
    discount: 0,
    total: subtotal,
    currency: 'BHD',
    promoCode: body.promoCode,
  };
}

function wrapper() {
  const client = createQueryClient({ retry: false });
  return {
    client,
    Wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

describe('quote inputs', () => {
  it('keys the query by its inputs, in one order', () => {
    const a = getQuoteQueryOptions({ itemIds: [3, 1, 3], promoCode: ' ', homeMeasurement: null });
    const b = getQuoteQueryOptions({ itemIds: [1, 3], promoCode: null, homeMeasurement: null });
    expect(a.queryKey).toEqual(b.queryKey);
    const c = getQuoteQueryOptions({ itemIds: [1, 3], promoCode: 'WELCOME10', homeMeasurement: null });
    expect(c.queryKey).not.toEqual(b.queryKey);
    const d = getQuoteQueryOptions({
      itemIds: [1, 3],
      promoCode: null,
      homeMeasurement: { date: '2026-11-25', timeOfDay: 'night' },
    });
    expect(d.queryKey).not.toEqual(b.queryKey);
    expect(normalizeQuoteInput({ itemIds: [2, 1], promoCode: '', homeMeasurement: null })).toEqual({
      itemIds: [1, 2],
      promoCode: null,
      homeMeasurement: null,
    });
    expect(sameItemIds([2, 1], [1, 2])).toBe(true);
    expect(sameItemIds([1], [1, 2])).toBe(false);
  });
});

describe('useQuote: the last answer wins', () => {
  it('never shows the answer for an older selection as current, even when it arrives last', async () => {
    signInAs('user');
    server.use(
      http.post(apiPath('/user/cart/quote'), async ({ request }) => {
        const body = (await request.json()) as QuoteInput;
        // the first selection's answer is slow, the second's fast: the slow one lands after
        await delay(body.itemIds.length === 2 ? 150 : 10);
        return HttpResponse.json({ quote: answerFor(body) });
      }),
    );
    const { Wrapper } = wrapper();
    const { result, rerender } = renderHook((input: QuoteInput) => useQuote(input, { debounceMs: 0 }), {
      wrapper: Wrapper,
      initialProps: { itemIds: [1, 2], promoCode: null, homeMeasurement: null },
    });
    // while the first is on its way, nothing is current
    expect(result.current.quote).toBeUndefined();
    rerender({ itemIds: [2], promoCode: null, homeMeasurement: null });
    await waitFor(() => expect(result.current.quote?.itemIds).toEqual([2]));
    // the slow answer for [1, 2] arrives: still the one for [2]
    await delay(250);
    expect(result.current.quote?.itemIds).toEqual([2]);
    expect(result.current.quote?.total).toBe(2);
    expect(result.current.isUpdating).toBe(false);
  });

  it('keeps the previous figures marked as updating, never as the current quote', async () => {
    signInAs('user');
    let release: () => void = () => {};
    server.use(
      http.post(apiPath('/user/cart/quote'), async ({ request }) => {
        const body = (await request.json()) as QuoteInput;
        if (body.itemIds.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ quote: answerFor(body) });
      }),
    );
    const { Wrapper } = wrapper();
    const { result, rerender } = renderHook((input: QuoteInput) => useQuote(input, { debounceMs: 0 }), {
      wrapper: Wrapper,
      initialProps: { itemIds: [1, 2], promoCode: null, homeMeasurement: null },
    });
    await waitFor(() => expect(result.current.quote?.total).toBe(3));
    rerender({ itemIds: [1], promoCode: null, homeMeasurement: null });
    await waitFor(() => expect(result.current.isUpdating).toBe(true));
    expect(result.current.quote).toBeUndefined();
    expect(result.current.previousQuote?.itemIds).toEqual([1, 2]);
    release();
    await waitFor(() => expect(result.current.quote?.itemIds).toEqual([1]));
    expect(result.current.previousQuote).toBeUndefined();
  });

  it('does not take an answer for other items as the quote of the current ones', async () => {
    signInAs('user');
    server.use(
      http.post(apiPath('/user/cart/quote'), () =>
        HttpResponse.json({ quote: answerFor({ itemIds: [9], promoCode: null, homeMeasurement: null }) }),
      ),
    );
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () => useQuote({ itemIds: [1], promoCode: null, homeMeasurement: null }, { debounceMs: 0 }),
      {
        wrapper: Wrapper,
      },
    );
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.quote).toBeUndefined();
  });

  it('asks nothing for an empty selection', () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useQuote({ itemIds: [], promoCode: null, homeMeasurement: null }), {
      wrapper: Wrapper,
    });
    expect(result.current.isEmpty).toBe(true);
    expect(result.current.isUpdating).toBe(false);
    expect(result.current.query.fetchStatus).toBe('idle');
  });
});
