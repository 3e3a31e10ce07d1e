// Her body measurements (spec 3), the one place their rules live: the range of each, and the sets whose numbers
// cannot all be right together. A made-to-measure piece cannot be returned, so a slip costs her the piece: the piece
// page and her saved measurements (customization) question such a set where she types it, and the cart and
// checkout question a piece still carrying one. Those are three features that cannot import each other, so the
// rules live here beside the shape they read (domain/schemas' BodyDimensions), as address-rules.ts does for an
// address.
import type { BodyDimensions } from './schemas';

export type MeasuredField = Exclude<keyof BodyDimensions, 'unit'>;

/** Ranges wide enough for every adult body we tailor for, narrow enough to catch a typo or the wrong unit. */
export const RANGES_CM: Readonly<Record<MeasuredField, readonly [number, number]>> = {
  bust: [70, 160],
  underBust: [60, 140],
  waist: [50, 150],
  hips: [70, 170],
  shoulderWidth: [30, 55],
  bodyHeight: [130, 200],
};

const CM_PER_INCH = 2.54;

/**
 * A waist this many times the hips is rare enough to be a slip (two numbers typed into each other's fields, or
 * one in the other unit); a waist somewhat above the hips is a body we tailor for.
 */
export const WAIST_TO_HIPS_MAX = 1.2;

export type ConcernRule = 'underBustNotBelowBust' | 'waistFarAboveHips' | 'heightInOtherUnit';
export type MeasurementConcern = { rule: ConcernRule; fields: readonly MeasuredField[] };

/** What the rules read: the unit, and the measurements known so far (a form's fields still empty are absent). */
export type MeasuredValues = Pick<BodyDimensions, 'unit'> & Partial<Record<MeasuredField, number>>;

const known = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Whether a height in `unit` reads as an adult's height in the other unit (165 in an inches form, 65 in cm). */
function heightInOtherUnit(height: number, unit: BodyDimensions['unit']): boolean {
  const [low, high] = RANGES_CM.bodyHeight;
  const asOtherUnitInCm = unit === 'cm' ? height * CM_PER_INCH : height;
  const asThisUnitInCm = unit === 'cm' ? height : height * CM_PER_INCH;
  const fitsOther = asOtherUnitInCm >= low && asOtherUnitInCm <= high;
  const fitsThis = asThisUnitInCm >= low && asThisUnitInCm <= high;
  return fitsOther && !fitsThis;
}

/**
 * The sets of her measurements that cannot all be right, each naming its fields: an under bust not smaller than
 * the bust, a waist far above the hips, a body height that reads as the other unit. Only measurements present are
 * compared. Questions, not errors: an unusual body is still hers, so she may confirm them.
 */
export function measurementConcerns(values: MeasuredValues): MeasurementConcern[] {
  const concerns: MeasurementConcern[] = [];
  const { bust, underBust, waist, hips, bodyHeight } = values;
  if (known(bust) && known(underBust) && underBust >= bust) {
    concerns.push({ rule: 'underBustNotBelowBust', fields: ['underBust', 'bust'] });
  }
  if (known(waist) && known(hips) && waist > hips * WAIST_TO_HIPS_MAX) {
    concerns.push({ rule: 'waistFarAboveHips', fields: ['waist', 'hips'] });
  }
  if (known(bodyHeight) && heightInOtherUnit(bodyHeight, values.unit)) {
    concerns.push({ rule: 'heightInOtherUnit', fields: ['bodyHeight'] });
  }
  return concerns;
}

/**
 * The questioned set as one string: what she confirms is these numbers, so changing one of them (or the unit)
 * asks again, and changing another field does not.
 */
export function concernsKey(values: MeasuredValues, concerns: readonly MeasurementConcern[]): string {
  return concerns
    .map((c) => `${c.rule}:${c.fields.map((field) => `${values[field]}${values.unit}`).join('/')}`)
    .join('|');
}
