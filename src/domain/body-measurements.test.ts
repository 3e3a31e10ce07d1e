import { describe, expect, it } from 'vitest';
import { concernsKey, measurementConcerns, type MeasuredValues } from './body-measurements';

const hers: MeasuredValues = {
  unit: 'cm',
  bust: 90,
  underBust: 78,
  waist: 70,
  hips: 96,
  shoulderWidth: 38,
  bodyHeight: 165,
};
const rules = (values: MeasuredValues) => measurementConcerns(values).map((c) => c.rule);

describe('measurements that cannot all be right', () => {
  it('questions nothing in a usual set, in either unit', () => {
    expect(measurementConcerns(hers)).toEqual([]);
    expect(
      measurementConcerns({ unit: 'in', bust: 35.5, underBust: 30.5, waist: 27.5, hips: 38, bodyHeight: 65 }),
    ).toEqual([]);
  });

  it('questions an under bust larger than the bust, naming both fields', () => {
    expect(measurementConcerns({ ...hers, bust: 78, underBust: 90 })).toEqual([
      { rule: 'underBustNotBelowBust', fields: ['underBust', 'bust'] },
    ]);
    expect(rules({ ...hers, underBust: 90 })).toEqual(['underBustNotBelowBust']);
  });

  it('questions a waist far above the hips, and lets a waist a little above them be', () => {
    expect(measurementConcerns({ ...hers, waist: 96, hips: 70 })).toEqual([
      { rule: 'waistFarAboveHips', fields: ['waist', 'hips'] },
    ]);
    expect(rules({ ...hers, waist: 104, hips: 98 })).toEqual([]);
  });

  it('questions a height that reads as inches in cm, or as cm in inches', () => {
    expect(measurementConcerns({ ...hers, bodyHeight: 65 })).toEqual([
      { rule: 'heightInOtherUnit', fields: ['bodyHeight'] },
    ]);
    expect(rules({ unit: 'in', bodyHeight: 165 })).toEqual(['heightInOtherUnit']);
    expect(rules({ unit: 'in', bodyHeight: 65 })).toEqual([]);
  });

  it('compares only what is known so far', () => {
    expect(rules({ unit: 'cm', underBust: 90 })).toEqual([]);
    expect(rules({ unit: 'cm', bust: Number.NaN, underBust: 90 })).toEqual([]);
    expect(rules({ unit: 'cm', bust: 80, underBust: 90, waist: 100, hips: 80 })).toEqual([
      'underBustNotBelowBust',
      'waistFarAboveHips',
    ]);
  });

  it('keys the questioned numbers only, so her confirmation holds until she changes one of them', () => {
    const slip = { ...hers, bust: 78, underBust: 90 };
    const key = concernsKey(slip, measurementConcerns(slip));
    const otherField = { ...slip, hips: 100 };
    expect(concernsKey(otherField, measurementConcerns(otherField))).toBe(key);
    const changed = { ...slip, underBust: 91 };
    expect(concernsKey(changed, measurementConcerns(changed))).not.toBe(key);
  });
});
