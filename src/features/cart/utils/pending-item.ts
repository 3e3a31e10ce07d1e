// Spec 3 / 4: a guest's item waits in session storage, with its timestamp, while she signs in. It lives
// two minutes; what is read back is validated like any untrusted input.
import { session, storageKeys } from '@/lib/storage';
import { addCartItemPayloadSchema, type AddCartItemPayload } from '../api/add-cart-item';

export const PENDING_ITEM_LIFETIME_MS = 2 * 60 * 1000;

export function savePendingItem(payload: AddCartItemPayload, now = Date.now()): void {
  session.set(storageKeys.pendingCartItem, JSON.stringify(payload));
  session.set(storageKeys.pendingCartTimestamp, String(now));
}

export function clearPendingItem(): void {
  session.remove(storageKeys.pendingCartItem);
  session.remove(storageKeys.pendingCartTimestamp);
}

export function hasPendingItem(): boolean {
  return session.get(storageKeys.pendingCartItem) !== null;
}

/** The pending item if it is well-formed and not older than 2 minutes; anything else is discarded. */
export function readPendingItem(now = Date.now()): AddCartItemPayload | null {
  const raw = session.get(storageKeys.pendingCartItem);
  const stamp = Number(session.get(storageKeys.pendingCartTimestamp));
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const result = addCartItemPayloadSchema.safeParse(parsed);
  const age = now - stamp;
  if (!result.success || !Number.isFinite(stamp) || stamp <= 0 || age < 0 || age > PENDING_ITEM_LIFETIME_MS) {
    clearPendingItem();
    return null;
  }
  return result.data;
}

/** Reads and clears in one step, so the item can never be sent twice. */
export function takePendingItem(now = Date.now()): AddCartItemPayload | null {
  const item = readPendingItem(now);
  clearPendingItem();
  return item;
}
