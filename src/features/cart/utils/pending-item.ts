// Spec 3 / 4: a guest's item waits in session storage, with its timestamp, while she signs in. It lives
// two minutes; what is read back is validated like any untrusted input.
import { parseStored, session, storageKeys } from '@/lib/storage';
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

/**
 * How long after she held a piece the shop still tells her it was let go (and offers it again) once she has signed
 * in: a sign-in or a registration of ten fields often takes more than the spec's two minutes. Older than this, it
 * belongs to a visit she has moved on from, and goes without a word.
 */
export const PENDING_ITEM_RECALL_MS = 30 * 60 * 1000;

/** More than any real item takes: what is longer is not parsed at all. */
const RAW_MAX = 4_000;

type Held = { item: AddCartItemPayload; age: number };

function readHeld(now: number): Held | null {
  const raw = session.get(storageKeys.pendingCartItem);
  const stamp = Number(session.get(storageKeys.pendingCartTimestamp));
  if (raw === null) return null;
  const result = addCartItemPayloadSchema.safeParse(parseStored(raw, RAW_MAX));
  const age = now - stamp;
  if (!result.success || !Number.isFinite(stamp) || stamp <= 0 || age < 0) {
    clearPendingItem();
    return null;
  }
  return { item: result.data, age };
}

/** The pending item if it is well-formed and not older than 2 minutes; anything else is discarded. */
export function readPendingItem(now = Date.now()): AddCartItemPayload | null {
  const held = readHeld(now);
  if (held && held.age <= PENDING_ITEM_LIFETIME_MS) return held.item;
  if (held) clearPendingItem();
  return null;
}

/**
 * Reads and clears in one step, so the item can never be sent twice. `expired`: it was older than 2 minutes, so it
 * is not to be added by itself (spec 4), but she may add it again herself; null when there is none to speak of.
 */
export function takePendingItem(now = Date.now()): { item: AddCartItemPayload; expired: boolean } | null {
  const held = readHeld(now);
  clearPendingItem();
  if (!held || held.age > PENDING_ITEM_RECALL_MS) return null;
  return { item: held.item, expired: held.age > PENDING_ITEM_LIFETIME_MS };
}
