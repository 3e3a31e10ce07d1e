import { describe, expect, it } from 'vitest';
import { suggestSize } from './size-chart';

describe('the size suggestion', () => {
  it('names the size whose chart ranges hold her bust, waist and hips', () => {
    expect(suggestSize({ unit: 'cm', bust: 91, waist: 70, hips: 96 })).toEqual({
      size: 'M',
      withinChart: true,
      offBy: 0,
      between: null,
    });
    expect(suggestSize({ unit: 'cm', bust: 114, waist: 93, hips: 120 })).toEqual({
      size: 'XXL',
      withinChart: true,
      offBy: 0,
      between: null,
    });
  });

  it('works in inches too', () => {
    expect(suggestSize({ unit: 'in', bust: 34, waist: 26, hips: 36 })).toEqual({
      size: 'S',
      withinChart: true,
      offBy: 0,
      between: null,
    });
  });

  it('picks the nearest size and says by how much it is off, in her unit, beyond the chart', () => {
    expect(suggestSize({ unit: 'cm', bust: 130, waist: 110, hips: 135 })).toEqual({
      size: 'XXL',
      withinChart: false,
      offBy: 14,
      between: null,
    });
    expect(suggestSize({ unit: 'in', bust: 29, waist: 22, hips: 32 })).toMatchObject({
      size: 'XS',
      withinChart: false,
      offBy: 2,
    });
  });

  it('says when a measurement falls between two sizes of the chart, rather than guess one', () => {
    // bust in the gap between M (to 94) and L (from 96), waist and hips in L
    expect(suggestSize({ unit: 'cm', bust: 95, waist: 78, hips: 104 })?.between).toEqual({
      measure: 'bust',
      value: 95,
      lower: 'M',
      upper: 'L',
    });
    // in inches: M's waist ends at 29, L's starts at 30
    expect(suggestSize({ unit: 'in', bust: 39, waist: 29.5, hips: 41 })?.between).toEqual({
      measure: 'waist',
      value: 29.5,
      lower: 'M',
      upper: 'L',
    });
    // the ends of two ranges that meet (S to 84, M from 84 in cm) are no gap; nor is beyond the chart
    expect(suggestSize({ unit: 'cm', bust: 84, waist: 63, hips: 89 })?.between).toBeNull();
    expect(suggestSize({ unit: 'cm', bust: 94, waist: 73, hips: 99 })?.between).toBeNull();
    expect(suggestSize({ unit: 'cm', bust: 70, waist: 50, hips: 80 })?.between).toBeNull();
  });

  it('suggests nothing until the three measurements are numbers', () => {
    expect(suggestSize({ unit: 'cm', bust: 90, waist: Number.NaN, hips: 96 })).toBeNull();
    expect(suggestSize({ unit: 'cm', bust: 0, waist: 70, hips: 96 })).toBeNull();
  });
});
