// The size chart of spec 3, in both units, and the nearest-size suggestion from body measurements.
import type { BodyDimensions, Size } from '@/lib/schemas';

type Range = readonly [number, number];
export type SizeChartRow = {
  size: Size;
  cm: { bust: Range; waist: Range; hips: Range };
  in: { bust: Range; waist: Range; hips: Range };
};

export const SIZE_CHART: readonly SizeChartRow[] = [
  {
    size: 'XS',
    in: { bust: [31, 33], waist: [23, 25], hips: [33, 35] },
    cm: { bust: [79, 84], waist: [58, 63], hips: [84, 89] },
  },
  {
    size: 'S',
    in: { bust: [33, 35], waist: [25, 27], hips: [35, 37] },
    cm: { bust: [84, 89], waist: [63, 68], hips: [89, 94] },
  },
  {
    size: 'M',
    in: { bust: [35, 37], waist: [27, 29], hips: [37, 39] },
    cm: { bust: [89, 94], waist: [68, 73], hips: [94, 99] },
  },
  {
    size: 'L',
    in: { bust: [38, 40], waist: [30, 32], hips: [40, 42] },
    cm: { bust: [96, 102], waist: [76, 81], hips: [102, 107] },
  },
  {
    size: 'XL',
    in: { bust: [41, 43], waist: [33, 35], hips: [43, 45] },
    cm: { bust: [104, 109], waist: [84, 89], hips: [109, 114] },
  },
  {
    size: 'XXL',
    in: { bust: [44, 46], waist: [36, 38], hips: [46, 48] },
    cm: { bust: [112, 117], waist: [91, 96], hips: [117, 122] },
  },
];

export const CM_PER_INCH = 2.54;

const distanceTo = (value: number, [low, high]: Range): number =>
  value < low ? low - value : value > high ? value - high : 0;

export type SizeSuggestion = {
  size: Size;
  /** true when bust, waist and hips all fall inside the size's ranges */
  withinChart: boolean;
  /** the largest distance (in the measurements' own unit) of bust, waist or hips from the size's range */
  offBy: number;
};

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
  return { size: best.row.size, withinChart: best.total === 0, offBy: Math.round(best.worst * 10) / 10 };
}
