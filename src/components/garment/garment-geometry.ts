import type { Product } from '@/domain/schemas';

// The shop has no photographs yet, so every piece is drawn: a fashion sketch of a figure wearing the
// garment's silhouette (from its category), filled with the chosen colour, with the chosen sleeve, length,
// neckline and bottom where they show. Coordinates are in a 240 × 360 box; the figure stands on x = 120.

export type Silhouette = 'abaya' | 'kaftan' | 'jalabiya' | 'evening' | 'day' | 'set';
export type Sleeve = 'long' | 'threeQuarter' | 'short' | 'cap' | 'none' | 'bell' | 'wide' | 'butterfly';
export type Length = 'floor' | 'ankle' | 'midi' | 'train';
export type Neckline = 'round' | 'v' | 'high' | 'square' | 'mandarin' | 'boat';
export type Bottom = 'wide' | 'straight' | 'skirt';

export type Cut = {
  silhouette: Silhouette;
  sleeve: Sleeve;
  length: Length;
  neckline: Neckline;
  belt: boolean;
  bottom: Bottom;
  open: boolean;
};

const CATEGORY_SILHOUETTES: Record<string, Silhouette> = {
  abayas: 'abaya',
  kaftans: 'kaftan',
  jalabiyas: 'jalabiya',
  'evening-dresses': 'evening',
  'day-dresses': 'day',
  'co-ord-sets': 'set',
};
const CODE_SILHOUETTES: Record<string, Silhouette> = {
  ABY: 'abaya',
  KFT: 'kaftan',
  JLB: 'jalabiya',
  EVE: 'evening',
  DAY: 'day',
  SET: 'set',
};

const DEFAULTS: Record<Silhouette, Omit<Cut, 'silhouette'>> = {
  abaya: { sleeve: 'wide', length: 'floor', neckline: 'round', belt: false, bottom: 'wide', open: true },
  kaftan: { sleeve: 'butterfly', length: 'floor', neckline: 'v', belt: false, bottom: 'wide', open: false },
  jalabiya: { sleeve: 'long', length: 'floor', neckline: 'round', belt: false, bottom: 'wide', open: false },
  evening: { sleeve: 'long', length: 'floor', neckline: 'boat', belt: true, bottom: 'wide', open: false },
  day: {
    sleeve: 'threeQuarter',
    length: 'ankle',
    neckline: 'round',
    belt: true,
    bottom: 'wide',
    open: false,
  },
  set: { sleeve: 'long', length: 'ankle', neckline: 'round', belt: false, bottom: 'wide', open: false },
};

export function silhouetteOf(product: Pick<Product, 'code' | 'p_category'>): Silhouette {
  return (
    CATEGORY_SILHOUETTES[product.p_category.slug] ??
    CODE_SILHOUETTES[product.code.slice(0, 3).toUpperCase()] ??
    'jalabiya'
  );
}

/** Reads the cut from the English names of the chosen options; what is not chosen keeps the piece's own. */
export function cutOf(
  product: Pick<Product, 'code' | 'p_category'>,
  optionNames: readonly string[] = [],
): Cut {
  const silhouette = silhouetteOf(product);
  const cut: Cut = { silhouette, ...DEFAULTS[silhouette] };
  for (const raw of optionNames) {
    const name = raw.toLowerCase();
    if (name.includes('sleeveless')) cut.sleeve = 'none';
    else if (name.includes('three-quarter') || name.includes('3/4')) cut.sleeve = 'threeQuarter';
    else if (name.includes('cap sleeve')) cut.sleeve = 'cap';
    else if (name.includes('short sleeve')) cut.sleeve = 'short';
    else if (name.includes('bell sleeve')) cut.sleeve = 'bell';
    else if (name.includes('butterfly') || name.includes('batwing')) cut.sleeve = 'butterfly';
    else if (name.includes('wide sleeve')) cut.sleeve = 'wide';
    else if (name.includes('long sleeve')) cut.sleeve = 'long';
    else if (name.includes('train')) cut.length = 'train';
    else if (name.includes('floor')) cut.length = 'floor';
    else if (name.includes('ankle')) cut.length = 'ankle';
    else if (name.includes('midi')) cut.length = 'midi';
    else if (name.includes('v-neck')) cut.neckline = 'v';
    else if (name.includes('round neck')) cut.neckline = 'round';
    else if (name.includes('high neck')) cut.neckline = 'high';
    else if (name.includes('square')) cut.neckline = 'square';
    else if (name.includes('mandarin')) cut.neckline = 'mandarin';
    else if (name.includes('boat')) cut.neckline = 'boat';
    else if (name.includes('no belt')) cut.belt = false;
    else if (name.includes('belt')) cut.belt = true;
    else if (name.includes('open front')) cut.open = true;
    else if (name.includes('snap') || name.includes('closed front')) cut.open = false;
    else if (name.includes('wide-leg')) cut.bottom = 'wide';
    else if (name.includes('straight trousers')) cut.bottom = 'straight';
    else if (name.includes('skirt')) cut.bottom = 'skirt';
  }
  return cut;
}

// Colour helpers: outlines and folds are drawn in shades of the garment's own colour.
function rgb(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '888888';
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}
export function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  return `#${a
    .map((c, i) =>
      Math.round(c + ((b[i] ?? 0) - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const SKIN = '#EED8C7';
export const SKIN_LINE = '#A3806C';
export const CX = 120;

export type Shape = { shoulder: number; bust: number; waist: number; hip: number; hem: number };
export const SHAPES: Record<Silhouette, Shape> = {
  abaya: { shoulder: 29, bust: 31, waist: 32, hip: 36, hem: 52 },
  kaftan: { shoulder: 30, bust: 33, waist: 34, hip: 39, hem: 58 },
  jalabiya: { shoulder: 28, bust: 30, waist: 30, hip: 35, hem: 50 },
  evening: { shoulder: 26, bust: 26, waist: 19, hip: 30, hem: 76 },
  day: { shoulder: 26, bust: 26, waist: 20, hip: 31, hem: 56 },
  set: { shoulder: 27, bust: 28, waist: 27, hip: 33, hem: 40 },
};
export const HEM_Y: Record<Length, number> = { floor: 340, train: 342, ankle: 318, midi: 262 };

/** The right half of the body from the neck to the hem; the left half is its mirror. */
export function bodyPath(shape: Shape, hemY: number, train: boolean): string {
  const { shoulder, bust, waist, hip, hem } = shape;
  const r = (dx: number) => CX + dx;
  const l = (dx: number) => CX - dx;
  const hemRight = train ? hem + 24 : hem;
  const hemRightY = train ? hemY + 6 : hemY;
  const scallops = 6;
  let hemPath = '';
  for (let i = 1; i <= scallops; i += 1) {
    const x0 = r(hemRight) - ((hemRight + hem) * (i - 1)) / scallops;
    const x1 = r(hemRight) - ((hemRight + hem) * i) / scallops;
    const y1 = hemRightY + ((hemY - hemRightY) * i) / scallops;
    const dip = i % 2 === 0 ? -3 : 5;
    hemPath += ` Q ${((x0 + x1) / 2).toFixed(1)} ${(y1 + dip).toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
  }
  const flare = (hemY - 168) * 0.35;
  return [
    `M ${l(9)} 58`,
    `Q ${CX} 63 ${r(9)} 58`,
    `Q ${r(shoulder - 8)} 60 ${r(shoulder)} 68`,
    `C ${r(shoulder + 2)} 76 ${r(bust)} 80 ${r(bust)} 94`,
    `C ${r(bust)} 110 ${r(waist)} 118 ${r(waist)} 132`,
    `C ${r(waist)} 146 ${r(hip)} 152 ${r(hip)} 168`,
    `C ${r(hip + 2)} ${168 + flare} ${r(hemRight - 6)} ${hemRightY - flare} ${r(hemRight)} ${hemRightY}`,
    hemPath,
    `C ${l(hem - 6)} ${hemY - flare} ${l(hip + 2)} ${168 + flare} ${l(hip)} 168`,
    `C ${l(hip)} 152 ${l(waist)} 146 ${l(waist)} 132`,
    `C ${l(waist)} 118 ${l(bust)} 110 ${l(bust)} 94`,
    `C ${l(bust)} 80 ${l(shoulder + 2)} 76 ${l(shoulder)} 68`,
    `Q ${l(shoulder - 8)} 60 ${l(9)} 58 Z`,
  ].join(' ');
}

/** The right sleeve (the left one is mirrored); null when there is none. */
export function sleevePath(sleeve: Sleeve, shape: Shape): string | null {
  const s = CX + shape.shoulder;
  const a = CX + shape.bust - 3;
  switch (sleeve) {
    case 'none':
      return null;
    case 'cap':
      return `M ${s - 4} 64 C ${s + 6} 66 ${s + 11} 76 ${s + 10} 86 Q ${s + 2} 90 ${a} 90 Z`;
    case 'short':
      return `M ${s - 4} 64 C ${s + 7} 68 ${s + 14} 90 ${s + 16} 110 Q ${s + 7} 114 ${a - 1} 110 C ${a} 100 ${a} 96 ${a} 92 Z`;
    case 'threeQuarter':
      return `M ${s - 4} 64 C ${s + 8} 70 ${s + 14} 120 ${s + 15} 166 Q ${s + 7} 170 ${s - 1} 166 C ${s - 2} 132 ${a} 108 ${a} 92 Z`;
    case 'long':
      return `M ${s - 4} 64 C ${s + 8} 72 ${s + 15} 140 ${s + 16} 200 Q ${s + 8} 204 ${s} 200 C ${s - 2} 150 ${a} 112 ${a} 92 Z`;
    case 'bell':
      return `M ${s - 4} 64 C ${s + 8} 72 ${s + 13} 120 ${s + 14} 150 C ${s + 22} 172 ${s + 30} 190 ${s + 32} 206 Q ${s + 12} 214 ${s - 8} 204 C ${s - 2} 180 ${s - 2} 160 ${s - 1} 150 C ${s - 2} 122 ${a} 108 ${a} 92 Z`;
    case 'wide':
      return `M ${s - 4} 64 C ${s + 10} 72 ${s + 22} 150 ${s + 28} 206 Q ${s + 10} 214 ${s - 8} 206 C ${s - 6} 160 ${a} 118 ${a} 92 Z`;
    case 'butterfly':
      return `M ${s - 6} 63 C ${s + 18} 72 ${s + 42} 128 ${s + 46} 176 Q ${s + 30} 196 ${s + 6} 204 C ${s - 6} 186 ${s - 10} 156 ${CX + shape.waist + 2} 138 C ${a} 120 ${a} 104 ${a} 92 Z`;
  }
}

/** Where the hand comes out of the sleeve, and how long the bare forearm is. */
export const HAND_Y: Record<Sleeve, number> = {
  none: 212,
  cap: 212,
  short: 212,
  threeQuarter: 212,
  long: 212,
  bell: 214,
  wide: 214,
  butterfly: 212,
};

export function necklinePath(neckline: Neckline): string {
  switch (neckline) {
    case 'v':
      return `M ${CX - 10} 57 Q ${CX - 4} 78 ${CX} 92 Q ${CX + 4} 78 ${CX + 10} 57 Q ${CX} 62 ${CX - 10} 57 Z`;
    case 'square':
      return `M ${CX - 13} 59 L ${CX - 13} 76 Q ${CX} 78 ${CX + 13} 76 L ${CX + 13} 59 Q ${CX} 63 ${CX - 13} 59 Z`;
    case 'boat':
      return `M ${CX - 18} 61 Q ${CX} 70 ${CX + 18} 61 Q ${CX} 62 ${CX - 18} 61 Z`;
    case 'high':
    case 'mandarin':
      return '';
    case 'round':
      return `M ${CX - 10} 57 Q ${CX} 74 ${CX + 10} 57 Q ${CX} 62 ${CX - 10} 57 Z`;
  }
}
