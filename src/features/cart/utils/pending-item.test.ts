import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, storageKeys } from '@/lib/storage';
import type { AddCartItemPayload } from '../api/add-cart-item';
import {
  PENDING_ITEM_LIFETIME_MS,
  PENDING_ITEM_RECALL_MS,
  readPendingItem,
  savePendingItem,
  takePendingItem,
} from './pending-item';

const item: AddCartItemPayload = {
  productId: 7,
  combinationId: 701,
  colorId: 1,
  fabricId: 11,
  measurementType: 'standard',
  measurementData: { sizeOption: 'M', bodyDimensions: null },
};

describe('the pending cart item', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is held in session storage with its timestamp', () => {
    savePendingItem(item);
    expect(JSON.parse(session.get(storageKeys.pendingCartItem)!)).toEqual(item);
    expect(session.get(storageKeys.pendingCartTimestamp)).toBe(String(Date.now()));
  });

  it('is still there just under 2 minutes later', () => {
    savePendingItem(item);
    vi.advanceTimersByTime(PENDING_ITEM_LIFETIME_MS - 1000);
    expect(readPendingItem()).toEqual(item);
  });

  it('is discarded just over 2 minutes later', () => {
    savePendingItem(item);
    vi.advanceTimersByTime(PENDING_ITEM_LIFETIME_MS + 1000);
    expect(readPendingItem()).toBeNull();
    expect(session.get(storageKeys.pendingCartItem)).toBeNull();
    expect(session.get(storageKeys.pendingCartTimestamp)).toBeNull();
  });

  it('is discarded when what was stored is not a valid item', () => {
    session.set(storageKeys.pendingCartItem, JSON.stringify({ ...item, productId: '7' }));
    session.set(storageKeys.pendingCartTimestamp, String(Date.now()));
    expect(readPendingItem()).toBeNull();
    session.set(storageKeys.pendingCartItem, '{not json');
    session.set(storageKeys.pendingCartTimestamp, String(Date.now()));
    expect(readPendingItem()).toBeNull();
    savePendingItem(item);
    session.set(storageKeys.pendingCartTimestamp, 'yesterday');
    expect(readPendingItem()).toBeNull();
  });

  it('can be taken only once', () => {
    savePendingItem(item);
    expect(takePendingItem()).toEqual({ item, expired: false });
    expect(takePendingItem()).toBeNull();
  });

  it('is taken as expired after 2 minutes, to be offered again, and not at all after the recall window', () => {
    savePendingItem(item);
    vi.advanceTimersByTime(PENDING_ITEM_LIFETIME_MS + 1000);
    expect(takePendingItem()).toEqual({ item, expired: true });
    expect(session.get(storageKeys.pendingCartItem)).toBeNull();
    savePendingItem(item);
    vi.advanceTimersByTime(PENDING_ITEM_RECALL_MS + 1000);
    expect(takePendingItem()).toBeNull();
    expect(session.get(storageKeys.pendingCartTimestamp)).toBeNull();
  });

  it('is discarded unread when what was stored is longer than any item', () => {
    session.set(storageKeys.pendingCartItem, JSON.stringify({ ...item, padding: 'x'.repeat(10_000) }));
    session.set(storageKeys.pendingCartTimestamp, String(Date.now()));
    expect(takePendingItem()).toBeNull();
  });
});
