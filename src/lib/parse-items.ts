import { z } from 'zod/mini';

/**
 * A list of the API's answer, read one entry at a time: an entry that breaks the contract is left out (and
 * logged) instead of failing the whole answer — one odd piece must not take the collection, the home page's
 * featured pieces or her orders with it. `what` names the entry in the log.
 */
export function parseItems<T>(schema: z.ZodMiniType<T>, entries: readonly unknown[], what: string): T[] {
  const kept: T[] = [];
  for (const entry of entries) {
    const result = schema.safeParse(entry);
    if (result.success) kept.push(result.data);
    else console.warn(`[api] ${what} left out: it does not match the contract`, result.error.issues);
  }
  return kept;
}

/** The JSON array of a list answer, whose entries are read one by one with parseItems. */
export const entriesSchema = z.array(z.unknown());
