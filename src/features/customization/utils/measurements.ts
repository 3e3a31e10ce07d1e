// Spec 3 body measurements: the six fields, their sensible ranges in each unit, and the measurement data
// the add-to-cart payload carries for each method.
import {
  concernsKey,
  measurementConcerns,
  RANGES_CM,
  type MeasuredValues,
  type MeasurementConcern,
} from '@/domain/body-measurements';
import type { BodyDimensions, MeasurementData, MeasurementType, Size } from '@/domain/schemas';
import { toLatinDigits } from '@/domain/account-rules';
import { CM_PER_INCH } from './size-chart';

export type Unit = BodyDimensions['unit'];
export const BODY_FIELDS = ['bust', 'underBust', 'waist', 'hips', 'shoulderWidth', 'bodyHeight'] as const;
export type BodyField = (typeof BODY_FIELDS)[number];

export function rangeFor(field: BodyField, unit: Unit): readonly [number, number] {
  const [low, high] = RANGES_CM[field];
  return unit === 'cm' ? [low, high] : [Math.ceil(low / CM_PER_INCH), Math.floor(high / CM_PER_INCH)];
}

/**
 * What she has typed, field by field (strings: nothing typed is ever lost or reformatted under her), and the
 * questioned set she has confirmed as right (`concernsKey`), if any.
 */
export type BodyDraft = { unit: Unit; confirmed?: string } & Record<BodyField, string>;

export const emptyBodyDraft = (unit: Unit = 'cm'): BodyDraft => ({
  unit,
  bust: '',
  underBust: '',
  waist: '',
  hips: '',
  shoulderWidth: '',
  bodyHeight: '',
});

export type BodyErrors = Partial<Record<BodyField, 'required' | 'range'>>;

function parseNumber(text: string): number | null {
  // a comma or the Arabic decimal separator (٫) is a decimal point; Arabic-Indic digits are digits
  const normalized = toLatinDigits(text.trim().replace(/[,٫]/, '.'));
  if (normalized === '' || !/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/** Validates the draft: each field required and inside its range for the unit. */
export function validateBodyDraft(draft: BodyDraft): { dimensions: BodyDimensions } | { errors: BodyErrors } {
  const errors: BodyErrors = {};
  const values = {} as Record<BodyField, number>;
  for (const field of BODY_FIELDS) {
    const text = draft[field];
    if (text.trim() === '') {
      errors[field] = 'required';
      continue;
    }
    const value = parseNumber(text);
    const [low, high] = rangeFor(field, draft.unit);
    if (value === null || value < low || value > high) errors[field] = 'range';
    else values[field] = value;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { dimensions: { unit: draft.unit, ...values } };
}

/**
 * The sets among what she has typed that cannot all be right (domain/body-measurements), each field read once it is
 * a number in its range (a field out of range has its own error), with the key her confirmation is kept under.
 */
export function draftConcerns(draft: BodyDraft): {
  concerns: MeasurementConcern[];
  key: string;
  values: MeasuredValues;
} {
  const values: MeasuredValues = { unit: draft.unit };
  for (const field of BODY_FIELDS) {
    const value = parseNumber(draft[field]);
    const [low, high] = rangeFor(field, draft.unit);
    if (value !== null && value >= low && value <= high) values[field] = value;
  }
  const concerns = measurementConcerns(values);
  return { concerns, key: concernsKey(values, concerns), values };
}

/** Whether she must look at her measurements again before they go on: a questioned set she has not confirmed. */
export function needsConfirmation(draft: BodyDraft): boolean {
  const { concerns, key } = draftConcerns(draft);
  return concerns.length > 0 && draft.confirmed !== key;
}

/** Partial numbers for the live size suggestion (only what parses). */
export function readDraftNumber(draft: BodyDraft, field: BodyField): number {
  return parseNumber(draft[field]) ?? Number.NaN;
}

/**
 * What the live size suggestion may read: her bust, waist and hips, once all three are typed and in their
 * ranges, and only while nothing else she has typed is out of its range — a size worked out from a typo
 * (or the wrong unit) would only mislead her. Null otherwise.
 */
export function suggestionMeasurements(
  draft: BodyDraft,
): Pick<BodyDimensions, 'unit' | 'bust' | 'waist' | 'hips'> | null {
  const inRange = (field: BodyField) => {
    const value = parseNumber(draft[field]);
    const [low, high] = rangeFor(field, draft.unit);
    return value !== null && value >= low && value <= high;
  };
  if (!(['bust', 'waist', 'hips'] as const).every(inRange)) return null;
  if (BODY_FIELDS.some((field) => draft[field].trim() !== '' && !inRange(field))) return null;
  return {
    unit: draft.unit,
    bust: readDraftNumber(draft, 'bust'),
    waist: readDraftNumber(draft, 'waist'),
    hips: readDraftNumber(draft, 'hips'),
  };
}

/** Switching unit converts what she typed, so she does not have to type it again. */
export function convertDraft(draft: BodyDraft, unit: Unit): BodyDraft {
  if (draft.unit === unit) return draft;
  const factor = unit === 'in' ? 1 / CM_PER_INCH : CM_PER_INCH;
  const next: BodyDraft = { ...draft, unit };
  for (const field of BODY_FIELDS) {
    const value = parseNumber(draft[field]);
    if (value !== null) next[field] = String(Math.round(value * factor * 10) / 10);
  }
  return next;
}

/** Spec 3 / contract: null for a home visit; else sizeOption for standard, bodyDimensions for custom. */
export function buildMeasurementData(
  type: MeasurementType,
  values: { size: Size | null; dimensions: BodyDimensions | null },
): MeasurementData | null {
  if (type === 'home') return null;
  if (type === 'standard') return { sizeOption: values.size, bodyDimensions: null };
  return { sizeOption: null, bodyDimensions: values.dimensions };
}

/** Saved measurements (her account's) as a draft she can still change before adding the piece. */
export function draftFromDimensions(dimensions: BodyDimensions): BodyDraft {
  const draft = emptyBodyDraft(dimensions.unit);
  for (const field of BODY_FIELDS) draft[field] = String(dimensions[field]);
  return draft;
}
