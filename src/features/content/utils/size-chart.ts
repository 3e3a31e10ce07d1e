import { SIZE_CHART as CHART, type Range } from '@/config/size-chart';
import type { Size } from '@/domain/schemas';

/** Body measurements per size as spec 3 prints them ("31-33"), from the one chart in config/. */
export type SizeRow = {
  size: Size;
  bust: { in: string; cm: string };
  waist: { in: string; cm: string };
  hips: { in: string; cm: string };
};

const range = ([from, to]: Range) => `${from}-${to}`;

export const SIZE_CHART: readonly SizeRow[] = CHART.map((row) => ({
  size: row.size,
  bust: { in: range(row.in.bust), cm: range(row.cm.bust) },
  waist: { in: range(row.in.waist), cm: range(row.cm.waist) },
  hips: { in: range(row.in.hips), cm: range(row.cm.hips) },
}));

/** Ranges are written with an en dash for reading; the data keeps spec 3's hyphen. */
export const displayRange = (range: string) => range.replace('-', '–');
