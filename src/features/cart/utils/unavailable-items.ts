// Checkout sends her back to the cart after a 409 (contract: POST /user/orders names the items no longer
// available) with `state: { unavailableItemIds }` or `?unavailable=1,2`. Both are untrusted: validated, bounded.
import { z } from 'zod/mini';
import { DRAFT_ITEMS_MAX } from '@/domain/checkout-draft';

const idsSchema = z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(DRAFT_ITEMS_MAX));
const stateSchema = z.object({ unavailableItemIds: idsSchema });

export const UNAVAILABLE_PARAM = 'unavailable';

export function readUnavailableItemIds(state: unknown, search: string): number[] {
  const fromState = stateSchema.safeParse(state);
  if (fromState.success) return [...new Set(fromState.data.unavailableItemIds)];
  const raw = new URLSearchParams(search).get(UNAVAILABLE_PARAM);
  if (!raw || raw.length > 2000) return [];
  const ids = raw.split(',').map((part) => (/^[1-9]\d{0,8}$/.test(part.trim()) ? Number(part) : NaN));
  const parsed = idsSchema.safeParse(ids);
  return parsed.success ? [...new Set(parsed.data)] : [];
}
