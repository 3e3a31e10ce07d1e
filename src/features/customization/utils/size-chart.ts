// The size chart of spec 3, in both units, and the nearest-size suggestion from body measurements.
import type { BodyDimensions, Size } from '@/domain/schemas';
import { SIZE_CHART, type Range, type SizeChartRow } from '@/config/size-chart';

export const CM_PER_INCH = 2.54;

const distanceTo = (value: number, [low, high]: Range): number =>
  value < low ? low - value : value > high ? value - high : 0;

export type SizeSuggestion = {
  size: Size;
  /** true when bust, waist and hips all fall inside the size's ranges */
  withinChart: boolean;
  /** the largest distance (in the measurements' own unit) of bust, waist or hips from the size's range */
  offBy: number;
  /**
   * A measurement in a gap of the chart, between two sizes' ranges (a 95 cm bust: M ends at 94, L starts at 96):
   * no size is suggested then, neither would fit, and the custom size is (issue 23.9). The first of bust, waist
   * and hips in a gap.
   */
  between: { measure: 'bust' | 'waist' | 'hips'; value: number; lower: Size; upper: Size } | null;
};

/** The two sizes a value falls between, when it is in none of their ranges but between two that follow. */
function gapAround(value: number, ranges: readonly { size: Size; range: Range }[]) {
  for (let i = 0; i + 1 < ranges.length; i += 1) {
    const lower = ranges[i]!;
    const upper = ranges[i + 1]!;
    if (value > lower.range[1] && value < upper.range[0]) return { lower: lower.size, upper: upper.size };
  }
  return null;
}

/**
 * The chart size nearest to her bust, waist and hips (the least total distance outside the size's ranges),
 * and how close it is. Null when a measurement is missing or not a positive number.
 */
export function suggestSize(
  dimensions: Pick<BodyDimensions, 'unit' | 'bust' | 'waist' | 'hips'>,
): SizeSuggestion | null {
  const { unit, bust, waist, hips } = dimensions;
  if (![bust, waist, hips].every((v) => Number.isFinite(v) && v > 0)) return null;
  const measured = { bust, waist, hips };
  let best: { row: SizeChartRow; total: number; worst: number } | null = null;
  // compared with the chart in her own unit: its figures are the published ones, not conversions
  for (const row of SIZE_CHART) {
    const distances = (['bust', 'waist', 'hips'] as const).map((key) =>
      distanceTo(measured[key], row[unit][key]),
    );
    const total = distances.reduce((sum, d) => sum + d, 0);
    if (!best || total < best.total) best = { row, total, worst: Math.max(...distances) };
  }
  if (!best) return null;
  let between: SizeSuggestion['between'] = null;
  for (const measure of ['bust', 'waist', 'hips'] as const) {
    const gap = gapAround(
      measured[measure],
      SIZE_CHART.map((row) => ({ size: row.size, range: row[unit][measure] })),
    );
    if (gap) {
      between = { measure, value: measured[measure], ...gap };
      break;
    }
  }
  return {
    size: best.row.size,
    withinChart: best.total === 0,
    offBy: Math.round(best.worst * 10) / 10,
    between,
  };
}
