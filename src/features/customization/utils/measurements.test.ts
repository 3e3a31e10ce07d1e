import { describe, expect, it } from 'vitest';
import {
  buildMeasurementData,
  convertDraft,
  emptyBodyDraft,
  rangeFor,
  suggestionMeasurements,
  validateBodyDraft,
} from './measurements';
import { suggestSize } from './size-chart';

const filled = {
  unit: 'cm' as const,
  bust: '90',
  underBust: '78',
  waist: '70',
  hips: '96',
  shoulderWidth: '38',
  bodyHeight: '165',
};

describe('custom measurements', () => {
  it('turns a complete draft into body dimensions', () => {
    expect(validateBodyDraft(filled)).toEqual({
      dimensions: {
        unit: 'cm',
        bust: 90,
        underBust: 78,
        waist: 70,
        hips: 96,
        shoulderWidth: 38,
        bodyHeight: 165,
      },
    });
  });

  it('flags empty fields as required and numbers outside the range for the unit', () => {
    const result = validateBodyDraft({ ...emptyBodyDraft('cm'), bust: '300', waist: 'abc', hips: '96' });
    expect(result).toEqual({
      errors: {
        bust: 'range',
        waist: 'range',
        underBust: 'required',
        shoulderWidth: 'required',
        bodyHeight: 'required',
      },
    });
  });

  it('reads Arabic-Indic digits and a decimal comma', () => {
    const result = validateBodyDraft({ ...filled, bust: '٩٠', waist: '70,5' });
    expect(result).toMatchObject({ dimensions: { bust: 90, waist: 70.5 } });
  });

  it('has sensible ranges in both units', () => {
    expect(rangeFor('bust', 'cm')).toEqual([70, 160]);
    expect(rangeFor('bust', 'in')).toEqual([28, 62]);
    expect(validateBodyDraft({ ...filled, unit: 'in' })).toMatchObject({
      errors: { bust: 'range', hips: 'range', bodyHeight: 'range' },
    });
  });

  it('converts what she typed when she switches unit', () => {
    const inches = convertDraft({ ...emptyBodyDraft('cm'), bust: '91.4', waist: '' }, 'in');
    expect(inches).toMatchObject({ unit: 'in', bust: '36', waist: '' });
  });
});

describe('the measurements the size suggestion reads', () => {
  it('are her bust, waist and hips once all three are in range', () => {
    const draft = { ...emptyBodyDraft('cm'), bust: '91', waist: '70', hips: '96' };
    expect(suggestionMeasurements(draft)).toEqual({ unit: 'cm', bust: 91, waist: 70, hips: 96 });
    expect(suggestSize(suggestionMeasurements(draft)!)).toMatchObject({ size: 'M' });
  });

  it('are none while a measurement is out of its range, however absurd', () => {
    const absurd = { ...emptyBodyDraft('cm'), bust: '100000000000000000000', waist: '70', hips: '96' };
    expect(suggestionMeasurements(absurd)).toBeNull();
    expect(suggestionMeasurements({ ...filled, bust: '300' })).toBeNull();
    expect(suggestionMeasurements({ ...filled, hips: '20' })).toBeNull();
    // a field the suggestion does not read still counts: one typo anywhere and no size is suggested
    expect(suggestionMeasurements({ ...filled, bodyHeight: '1650' })).toBeNull();
    // centimetres read as inches are out of range too
    expect(suggestionMeasurements({ ...filled, unit: 'in' })).toBeNull();
  });

  it('are none until bust, waist and hips are typed as numbers', () => {
    expect(suggestionMeasurements({ ...emptyBodyDraft('cm'), bust: '91', waist: '70' })).toBeNull();
    expect(suggestionMeasurements({ ...filled, waist: 'abc' })).toBeNull();
  });
});

describe('the measurement data of the add-to-cart payload', () => {
  const dimensions = {
    unit: 'cm' as const,
    bust: 90,
    underBust: 78,
    waist: 70,
    hips: 96,
    shoulderWidth: 38,
    bodyHeight: 165,
  };

  it('carries the size option for a standard size', () => {
    expect(buildMeasurementData('standard', { size: 'M', dimensions })).toEqual({
      sizeOption: 'M',
      bodyDimensions: null,
    });
  });

  it('carries the body dimensions for a custom size', () => {
    expect(buildMeasurementData('custom', { size: 'M', dimensions })).toEqual({
      sizeOption: null,
      bodyDimensions: dimensions,
    });
  });

  it('is null for a home measurement', () => {
    expect(buildMeasurementData('home', { size: 'M', dimensions })).toBeNull();
  });
});
