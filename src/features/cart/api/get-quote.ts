// The cart's summary comes from the server (contract: POST /user/cart/quote). The query is keyed by its
// inputs, so each selection / promo / visit has its own answer: an answer that arrives late belongs to its own
// key and can never stand for a newer selection (the last answer wins).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';
import { getCountryCode } from '@/lib/country';
import { quoteSchema, type HomeMeasurement, type Quote } from '@/domain/schemas';
import type { CheckoutDraft } from '@/domain/checkout-draft';

/**
 * `addressId` (checkout, contract 2026-11-27): the delivery fee and the home visit then follow that address's
 * country; without it (the cart), the selected country's.
 */
export type QuoteInput = Pick<CheckoutDraft, 'itemIds' | 'promoCode' | 'homeMeasurement'> & {
  addressId?: number | null;
};

const quoteResponseSchema = z.object({ quote: quoteSchema });

/** The same inputs in one order: item ids sorted and unique, an empty promo code is none. */
export function normalizeQuoteInput(input: QuoteInput): QuoteInput {
  const promo = input.promoCode?.trim() ?? '';
  const visit: HomeMeasurement | null = input.homeMeasurement
    ? { date: input.homeMeasurement.date, timeOfDay: input.homeMeasurement.timeOfDay }
    : null;
  const normalized: QuoteInput = {
    itemIds: [...new Set(input.itemIds)].sort((a, b) => a - b),
    promoCode: promo === '' ? null : promo,
    homeMeasurement: visit,
  };
  // sent only when there is one: the contract's field is optional, not nullable
  if (typeof input.addressId === 'number') normalized.addressId = input.addressId;
  return normalized;
}

/** True when two lists hold the same ids, in any order. */
export function sameItemIds(a: readonly number[], b: readonly number[]): boolean {
  const x = [...new Set(a)].sort((m, n) => m - n);
  const y = [...new Set(b)].sort((m, n) => m - n);
  return x.length === y.length && x.every((id, i) => id === y[i]);
}

export async function getQuote(input: QuoteInput, signal?: AbortSignal): Promise<Quote> {
  const body = normalizeQuoteInput(input);
  const response = await api.post('/user/cart/quote', body, { signal });
  return parseResponse(quoteResponseSchema, response.data).quote;
}

export const quoteQueryKeyRoot = ['quote'] as const;

/** Keyed by every input (and the country, whose currency the figures are in). */
export function getQuoteQueryOptions(input: QuoteInput) {
  const body = normalizeQuoteInput(input);
  return queryOptions({
    queryKey: [...quoteQueryKeyRoot, getCountryCode(), body] as const,
    queryFn: ({ signal }) => getQuote(body, signal),
    // A quote is only worth asking for with something to price.
    enabled: body.itemIds.length > 0,
    staleTime: 30_000,
  });
}

/** Follows `value`, `delay` ms after it last changed (compared by content). */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  const serialized = JSON.stringify(value);
  useEffect(() => {
    if (delay <= 0) {
      setDebounced(value);
      return;
    }
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content, not identity
  }, [serialized, delay]);
  return debounced;
}

export const QUOTE_DEBOUNCE_MS = 250;

/**
 * The quote of the current selection. `quote` is only ever the answer for exactly the current inputs
 * (`isCurrent`); while a newer one is on its way the previous figures stay in `previousQuote`, to be shown
 * visibly marked as updating — never as the current total.
 */
export function useQuote(draft: QuoteInput, options: { debounceMs?: number; enabled?: boolean } = {}) {
  const current = normalizeQuoteInput(draft);
  const asked = useDebounced(current, options.debounceMs ?? QUOTE_DEBOUNCE_MS);
  const quoteOptions = getQuoteQueryOptions(asked);
  const query = useQuery({
    ...quoteOptions,
    // the caller may hold the question back until it can be asked right (checkout: until her address is known)
    enabled: quoteOptions.enabled !== false && options.enabled !== false,
    placeholderData: keepPreviousData,
  });
  const settledInputs = JSON.stringify(asked) === JSON.stringify(current);
  const data = query.data;
  const isCurrent =
    data !== undefined &&
    settledInputs &&
    !query.isPlaceholderData &&
    sameItemIds(data.itemIds, current.itemIds) &&
    (data.promoCode ?? '').toUpperCase() === (current.promoCode ?? '').toUpperCase();
  return {
    query,
    /** The answer for exactly the current inputs, or undefined. */
    quote: isCurrent ? data : undefined,
    /** An older answer, kept on screen while the current one loads (marked as updating). */
    previousQuote: isCurrent ? undefined : data,
    isUpdating: current.itemIds.length > 0 && !isCurrent && !query.isError,
    isEmpty: current.itemIds.length === 0,
  };
}
