// What she has typed into a form of the buying journey, kept in this tab's session storage so a sign-in in the
// middle (her session ended: a 401 sends her to sign in and back) does not lose it. Personal data, so: this tab
// only, for a while only (FORM_DRAFT_TTL_MS), bounded, validated when read back, shown only to the account that
// typed it, and cleared once the form is sent or she signs out (clearFormDrafts).
import { z } from 'zod/mini';
import { readSession } from '@/lib/session';
import { parseStored, session } from '@/lib/storage';

/** Long enough for a sign-in (and a password reset) on the way; a draft older than this is dropped. */
export const FORM_DRAFT_TTL_MS = 30 * 60_000;
/** More than any of the forms' drafts can hold: a stored value longer than this is not parsed. */
const DRAFT_MAX_CHARS = 4_000;

/** Every form that keeps a draft, so a sign-out clears them all. */
export const FORM_DRAFT_NAMES = ['promoCode', 'newAddress'] as const;
export type FormDraftName = (typeof FORM_DRAFT_NAMES)[number];

const keyOf = (name: FormDraftName) => `formDraft:${name}`;

const storedSchema = z.object({
  owner: z.nullable(z.string().check(z.maxLength(200))),
  savedAt: z.number(),
  value: z.unknown(),
});

export interface FormDraft<T> {
  /** Her draft, or null: none, too old, another account's, or not well-formed (then it is dropped). */
  read(): T | null;
  /** Keeps what she typed (a value the schema refuses is not kept, and the old draft goes). */
  save(value: T): void;
  clear(): void;
}

const owner = () => readSession()?.claims.sub ?? null;

export function formDraft<T>(
  name: FormDraftName,
  schema: z.ZodMiniType<T>,
  now: () => number = Date.now,
): FormDraft<T> {
  const key = keyOf(name);
  const clear = () => session.remove(key);
  return {
    read() {
      const raw = session.get(key);
      if (raw === null) return null;
      const parsed = storedSchema.safeParse(parseStored(raw, DRAFT_MAX_CHARS));
      const stored = parsed.success ? parsed.data : null;
      const age = stored ? now() - stored.savedAt : Number.NaN;
      // typed while signed in as someone: for her only; typed as a guest: for whoever signs in next in this tab
      const hers = stored !== null && (stored.owner === null || stored.owner === owner());
      const value =
        stored && hers && age >= 0 && age <= FORM_DRAFT_TTL_MS ? schema.safeParse(stored.value) : null;
      if (!value?.success) {
        clear();
        return null;
      }
      return value.data;
    },
    save(value) {
      const checked = schema.safeParse(value);
      const text = checked.success
        ? JSON.stringify({ owner: owner(), savedAt: now(), value: checked.data })
        : null;
      if (text === null || text.length > DRAFT_MAX_CHARS) clear();
      else session.set(key, text);
    },
    clear,
  };
}

/** Forgets every form draft (she signed out). */
export function clearFormDrafts(): void {
  for (const name of FORM_DRAFT_NAMES) session.remove(keyOf(name));
}
