// Her size method and what she has typed on a piece's page, kept in this tab's session storage so that a reload
// (the country switch reloads the page) or a sign-in on the way to her cart never loses them. Her colour, fabric
// and cut are in the page's address already (shared-config); her measurements never are, nor anywhere public.
// Bounded when written, validated when read: storage is untrusted.
import { z } from 'zod/mini';
import { measurementTypeSchema, sizeSchema } from '@/domain/schemas';
import { parseStored, session, storageKeys } from '@/lib/storage';
import type { MeasurementChoice } from '@/features/customization/components/measurement-method';
import { BODY_FIELDS, emptyBodyDraft } from './measurements';

/** The pieces whose drafts are kept, the latest first: an older one is let go. */
export const PRODUCT_DRAFTS_MAX = 5;
/** Longer than anyone types a measurement; what is longer is not kept. */
export const DRAFT_FIELD_MAX = 12;
/** A stored value longer than any real list of drafts is not parsed at all. */
const RAW_MAX = 4_000;

const fieldSchema = z.string().check(z.maxLength(DRAFT_FIELD_MAX));
const bodyDraftSchema = z.object({
  unit: z.enum(['cm', 'in']),
  ...(Object.fromEntries(BODY_FIELDS.map((field) => [field, fieldSchema])) as Record<
    (typeof BODY_FIELDS)[number],
    typeof fieldSchema
  >),
});
const entrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  type: measurementTypeSchema,
  size: z.nullable(sizeSchema),
  draft: bodyDraftSchema,
});
const draftsSchema = z.array(entrySchema).check(z.maxLength(PRODUCT_DRAFTS_MAX));
type Entry = z.infer<typeof entrySchema>;

function readAll(): Entry[] {
  const raw = session.get(storageKeys.pieceDrafts);
  if (raw === null) return [];
  const result = draftsSchema.safeParse(parseStored(raw, RAW_MAX));
  if (!result.success) {
    session.remove(storageKeys.pieceDrafts);
    return [];
  }
  return result.data;
}

const untouched = (choice: MeasurementChoice) =>
  choice.type === 'standard' &&
  choice.size === null &&
  BODY_FIELDS.every((field) => choice.draft[field] === '');

/** Her size method and measurements for this piece as she left them, or null. */
export function readProductDraft(productId: number): MeasurementChoice | null {
  const entry = readAll().find((e) => e.id === productId);
  if (!entry) return null;
  return {
    type: entry.type,
    size: entry.size,
    draft: { ...emptyBodyDraft(entry.draft.unit), ...entry.draft },
  };
}

/** Her unit and the six fields, and nothing else a draft may carry. */
const keptDraft = (draft: MeasurementChoice['draft']) => ({
  unit: draft.unit,
  ...Object.fromEntries(BODY_FIELDS.map((field) => [field, draft[field]])),
});

/**
 * Keeps her choice for this piece (first in the list); a choice she has not touched is not kept, and one with a
 * field longer than any measurement leaves what was kept before.
 */
export function saveProductDraft(productId: number, choice: MeasurementChoice): void {
  if (BODY_FIELDS.some((field) => choice.draft[field].length > DRAFT_FIELD_MAX)) return;
  const others = readAll().filter((e) => e.id !== productId);
  const next = untouched(choice)
    ? others
    : [
        { id: productId, type: choice.type, size: choice.size, draft: keptDraft(choice.draft) },
        ...others,
      ].slice(0, PRODUCT_DRAFTS_MAX);
  if (next.length === 0) session.remove(storageKeys.pieceDrafts);
  else session.set(storageKeys.pieceDrafts, JSON.stringify(next));
}
