import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { Order } from '@/domain/schemas';
import { at, NOW, order, piece, type Piece } from '@/testing/order';
import { findPlacedOrder, outcomeUnknown, PLACED_ORDER_WINDOW_MS, type OrderAttempt } from './placed-order';

const attempt = (overrides: Partial<OrderAttempt> = {}): OrderAttempt => ({
  items: [piece()],
  addressId: 1,
  giftNote: null,
  homeMeasurement: null,
  startedAt: NOW - 25_000,
  ...overrides,
});

describe('outcomeUnknown', () => {
  it('is sure only of a clear refusal: a 4xx', () => {
    expect(outcomeUnknown(new ApiError({ kind: 'http', status: 422 }))).toBe(false);
    expect(outcomeUnknown(new ApiError({ kind: 'http', status: 403 }))).toBe(false);
    expect(outcomeUnknown(new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(outcomeUnknown(new ApiError({ kind: 'network' }))).toBe(true);
    expect(outcomeUnknown(new ApiError({ kind: 'http', status: 502 }))).toBe(true);
    expect(outcomeUnknown(new ApiError({ kind: 'invalid-response' }))).toBe(true);
    expect(outcomeUnknown(new Error('boom'))).toBe(true);
  });
});

describe('findPlacedOrder', () => {
  it('finds the unpaid order with her pieces, address, note and visit, placed around her press', () => {
    const mine = order({ orderNumber: 'mine', giftNote: 'For Mama' });
    expect(findPlacedOrder([mine], attempt({ giftNote: 'For Mama' }))).toBe(mine);
  });

  it('matches the pieces as a set, in any order', () => {
    const a = piece();
    const b = piece({
      product: { id: 7 } as Piece['product'],
      measurementType: 'home',
      measurementData: null,
    });
    const visit = { date: '2026-12-03', timeOfDay: 'morning' as const };
    const mine = order({ pieces: [b, a], homeMeasurement: visit });
    expect(findPlacedOrder([mine], attempt({ items: [a, b], homeMeasurement: visit }))).toBe(mine);
    expect(
      findPlacedOrder([mine], attempt({ items: [a, b], homeMeasurement: { ...visit, timeOfDay: 'night' } })),
    ).toBeNull();
  });

  it('takes the newest when two could be hers', () => {
    const older = order({ orderNumber: 'older', createdAt: at(60_000) });
    const newer = order({ orderNumber: 'newer', createdAt: at(10_000) });
    expect(findPlacedOrder([older, newer], attempt())?.orderNumber).toBe('newer');
  });

  it.each([
    ['another address', order({ shippingAddress: { id: 2 } as Order['shippingAddress'] })],
    [
      'another size',
      order({ pieces: [piece({ measurementData: { sizeOption: 'L', bodyDimensions: null } })] }),
    ],
    ['another colour', order({ pieces: [piece({ colour: { id: 9 } as Piece['colour'] })] })],
    ['one piece more', order({ pieces: [piece(), piece()] })],
    ['another gift note', order({ giftNote: 'Eid Mubarak' })],
    ['placed before she pressed', order({ createdAt: at(25_000 + PLACED_ORDER_WINDOW_MS + 1_000) })],
    ['already paid', order({ payment: { method: 'card', status: 'paid', brand: 'Visa', last4: '4242' } })],
  ])('does not take an order with %s', (_name, other) => {
    expect(findPlacedOrder([other], attempt())).toBeNull();
  });
});
