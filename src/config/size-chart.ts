// The size chart of spec 3 (inches and cm), the one copy every screen reads: the size guide, the size chart
// page, the product page's size dialog and the size suggestion.

/** The shop's standard sizes, smallest first (the API's `size` values; domain/schemas checks them). */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

export type Range = readonly [number, number];
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
