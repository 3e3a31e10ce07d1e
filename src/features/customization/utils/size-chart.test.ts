import { describe, expect, it } from 'vitest';
import { suggestSize } from './size-chart';

describe('the size suggestion', () => {
  it('names the size whose chart ranges hold her bust, waist and hips', () => {
    expect(suggestSize({ unit: 'cm', bust: 91, waist: 70, hips: 96 })).toEqual({
      size: 'M',
      withinChart: true,
      offBy: 0,
    });
    expect(suggestSize({ unit: 'cm', bust: 114, waist: 93, hips: 120 })).toEqual({
      size: 'XXL',
      withinChart: true,
      offBy: 0,
    });
  });

  it('works in inches too', () => {
    expect(suggestSize({ unit: 'in', bust: 34, waist: 26, hips: 36 })).toEqual({
      size: 'S',
      withinChart: true,
      offBy: 0,
    });
  });

  it('picks the nearest size and says by how much it is off, in her unit', () => {
    // bust sits in the gap between M (to 94) and L (from 96), waist and hips in L
    expect(suggestSize({ unit: 'cm', bust: 95, waist: 78, hips: 104 })).toEqual({
      size: 'L',
      withinChart: false,
      offBy: 1,
    });
    expect(suggestSize({ unit: 'cm', bust: 130, waist: 110, hips: 135 })).toEqual({
      size: 'XXL',
      withinChart: false,
      offBy: 14,
    });
    expect(suggestSize({ unit: 'in', bust: 29, waist: 22, hips: 32 })).toMatchObject({
      size: 'XS',
      withinChart: false,
      offBy: 2,
    });
  });

  it('suggests nothing until the three measurements are numbers', () => {
    expect(suggestSize({ unit: 'cm', bust: 90, waist: Number.NaN, hips: 96 })).toBeNull();
    expect(suggestSize({ unit: 'cm', bust: 0, waist: 70, hips: 96 })).toBeNull();
  });
});
