import { useId, type JSX, type ReactNode } from 'react';
import type { Product } from '@/lib/schemas';

// The shop has no photographs yet, so every piece is drawn: a fashion sketch of a figure wearing the
// garment's silhouette (from its category), filled with the chosen colour, with the chosen sleeve, length,
// neckline and bottom where they show. Coordinates are in a 240 × 360 box; the figure stands on x = 120.

type Silhouette = 'abaya' | 'kaftan' | 'jalabiya' | 'evening' | 'day' | 'set';
type Sleeve = 'long' | 'threeQuarter' | 'short' | 'cap' | 'none' | 'bell' | 'wide' | 'butterfly';
type Length = 'floor' | 'ankle' | 'midi' | 'train';
type Neckline = 'round' | 'v' | 'high' | 'square' | 'mandarin' | 'boat';
type Bottom = 'wide' | 'straight' | 'skirt';

type Cut = {
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
function mix(hex: string, other: string, amount: number): string {
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
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const SKIN = '#EED8C7';
const SKIN_LINE = '#A3806C';
const CX = 120;

type Shape = { shoulder: number; bust: number; waist: number; hip: number; hem: number };
const SHAPES: Record<Silhouette, Shape> = {
  abaya: { shoulder: 29, bust: 31, waist: 32, hip: 36, hem: 52 },
  kaftan: { shoulder: 30, bust: 33, waist: 34, hip: 39, hem: 58 },
  jalabiya: { shoulder: 28, bust: 30, waist: 30, hip: 35, hem: 50 },
  evening: { shoulder: 26, bust: 26, waist: 19, hip: 30, hem: 76 },
  day: { shoulder: 26, bust: 26, waist: 20, hip: 31, hem: 56 },
  set: { shoulder: 27, bust: 28, waist: 27, hip: 33, hem: 40 },
};
const HEM_Y: Record<Length, number> = { floor: 340, train: 342, ankle: 318, midi: 262 };

/** The right half of the body from the neck to the hem; the left half is its mirror. */
function bodyPath(shape: Shape, hemY: number, train: boolean): string {
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
function sleevePath(sleeve: Sleeve, shape: Shape): string | null {
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
const HAND_Y: Record<Sleeve, number> = {
  none: 212,
  cap: 212,
  short: 212,
  threeQuarter: 212,
  long: 212,
  bell: 214,
  wide: 214,
  butterfly: 212,
};

function necklinePath(neckline: Neckline): string {
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

type Props = {
  /** Only the code and category say the silhouette: a cart item's product summary is enough. */
  product: Pick<Product, 'code' | 'p_category'>;
  colourHex: string;
  optionNames?: string[];
  className?: string;
  title?: string;
};

export function GarmentIllustration({
  product,
  colourHex,
  optionNames,
  className,
  title,
}: Props): JSX.Element {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const cut = cutOf(product, optionNames);
  const fill = /^#[0-9a-f]{6}$/i.test(colourHex) ? colourHex : '#888888';
  const dark = luminance(fill) < 0.08;
  const line = dark ? mix(fill, '#ffffff', 0.35) : mix(fill, '#000000', 0.45);
  const fold = dark ? 'rgba(255,255,255,0.22)' : 'rgba(0,0,0,0.2)';
  const shine = dark ? 'rgba(255,255,255,0.12)' : 'rgba(255,255,255,0.28)';
  const detail = luminance(fill) > 0.3 ? mix(fill, '#000000', 0.4) : '#D9B45A';
  const shape = SHAPES[cut.silhouette];
  const isSet = cut.silhouette === 'set';
  const length: Length = isSet
    ? 'ankle'
    : cut.length === 'train' && cut.silhouette !== 'evening'
      ? 'floor'
      : cut.length;
  const hemY = isSet ? 204 : HEM_Y[length];
  const body = bodyPath(shape, hemY, length === 'train');
  const sleeve = sleevePath(cut.sleeve, shape);
  const shadeId = `shade-${uid}`;
  const clipId = `clip-${uid}`;
  const mirror = `translate(${CX * 2} 0) scale(-1 1)`;
  const both = (node: ReactNode) => (
    <>
      {node}
      <g transform={mirror}>{node}</g>
    </>
  );
  const floorY = 346;
  const legsVisible = isSet || length !== 'floor';
  const handY = HAND_Y[cut.sleeve];
  const s = CX + shape.shoulder;

  const folds: string[] = [];
  if (!isSet) {
    const count = cut.silhouette === 'evening' ? 7 : 5;
    for (let i = 0; i < count; i += 1) {
      const t = (i + 0.5) / count - 0.5;
      const topX = CX + t * shape.hip * 1.6;
      const bottomX = CX + t * shape.hem * 1.9;
      folds.push(
        `M ${topX.toFixed(1)} ${176 + (i % 2) * 14} Q ${(topX + (bottomX - topX) * 0.3 + (i % 2 ? 4 : -4)).toFixed(1)} ${((176 + hemY) / 2).toFixed(1)} ${bottomX.toFixed(1)} ${hemY - 4}`,
      );
    }
  }

  return (
    <svg
      viewBox="0 0 240 360"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {title && <title>{title}</title>}
      <defs>
        <linearGradient id={shadeId} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity="0.24" />
          <stop offset="0.32" stopColor="#000" stopOpacity="0.02" />
          <stop offset="0.55" stopColor="#fff" stopOpacity={dark ? 0.1 : 0.16} />
          <stop offset="0.78" stopColor="#000" stopOpacity="0.06" />
          <stop offset="1" stopColor="#000" stopOpacity="0.28" />
        </linearGradient>
        <clipPath id={clipId}>
          <path d={body} />
        </clipPath>
      </defs>

      {/* ground shadow */}
      <ellipse cx={CX} cy={floorY} rx={length === 'train' ? 96 : 64} ry="7" fill="#2a211c" opacity="0.08" />

      {/* legs and feet, where the hem leaves them showing */}
      {legsVisible &&
        both(
          <path
            d={`M ${CX + 4} ${hemY - 10} C ${CX + 6} ${hemY + 20} ${CX + 9} 300 ${CX + 10} 334 L ${CX + 16} 334 C ${CX + 16} 300 ${CX + 15} ${hemY + 20} ${CX + 15} ${hemY - 10} Z`}
            fill={SKIN}
            stroke={SKIN_LINE}
            strokeWidth="0.9"
          />,
        )}
      {both(
        <path
          d={`M ${CX + 8} 334 Q ${CX + 14} 330 ${CX + 24} 338 Q ${CX + 26} 343 ${CX + 18} 343 L ${CX + 7} 342 Z`}
          fill="#3b2e27"
        />,
      )}

      {/* arms, under the sleeves */}
      {both(
        <path
          d={`M ${s - 6} 66 C ${s + 8} 70 ${s + 14} 140 ${s + 14} ${handY - 8} L ${s + 3} ${handY - 6} C ${s} 150 ${s - 6} 110 ${s - 6} 92 Z`}
          fill={SKIN}
          stroke={SKIN_LINE}
          strokeWidth="0.9"
        />,
      )}
      {both(
        <ellipse cx={s + 9} cy={handY} rx="5.5" ry="8" fill={SKIN} stroke={SKIN_LINE} strokeWidth="0.9" />,
      )}

      {/* neck and head */}
      <path
        d={`M ${CX - 6} 44 L ${CX - 7} 62 Q ${CX} 66 ${CX + 7} 62 L ${CX + 6} 44 Z`}
        fill={SKIN}
        stroke={SKIN_LINE}
        strokeWidth="0.9"
      />
      <ellipse cx={CX} cy="32" rx="12" ry="15" fill={SKIN} stroke={SKIN_LINE} strokeWidth="0.9" />
      {cut.silhouette === 'abaya' ? (
        <path
          d={`M ${CX - 15} 36 C ${CX - 17} 10 ${CX + 17} 10 ${CX + 15} 36 C ${CX + 16} 48 ${CX + 22} 58 ${CX + 30} 68 L ${CX + 12} 66 C ${CX + 12} 52 ${CX + 12} 44 ${CX + 11} 36 C ${CX + 10} 24 ${CX - 10} 24 ${CX - 11} 36 C ${CX - 12} 46 ${CX - 13} 56 ${CX - 16} 66 L ${CX - 30} 68 C ${CX - 22} 58 ${CX - 16} 48 ${CX - 15} 36 Z`}
          fill={fill}
          stroke={line}
          strokeWidth="1"
        />
      ) : (
        <path
          d={`M ${CX - 12} 30 C ${CX - 12} 12 ${CX + 12} 12 ${CX + 12} 30 C ${CX + 8} 22 ${CX - 6} 20 ${CX - 12} 30 Z M ${CX} 20 a 7 6 0 1 1 0.1 0`}
          fill="#3b2e27"
        />
      )}

      {/* co-ord set: the trousers or skirt under the tunic */}
      {isSet && cut.bottom === 'skirt' && (
        <path
          d={`M ${CX - 26} 150 L ${CX + 26} 150 C ${CX + 34} 200 ${CX + 46} 270 ${CX + 50} 318 Q ${CX} 326 ${CX - 50} 318 C ${CX - 46} 270 ${CX - 34} 200 ${CX - 26} 150 Z M ${CX - 20} 210 L ${CX - 30} 316 M ${CX} 210 L ${CX} 322 M ${CX + 20} 210 L ${CX + 30} 316`}
          fill={mix(fill, '#000000', 0.08)}
          stroke={line}
          strokeWidth="1.1"
        />
      )}
      {isSet &&
        cut.bottom !== 'skirt' &&
        both(
          <path
            d={
              cut.bottom === 'wide'
                ? `M ${CX} 150 L ${CX + 27} 150 C ${CX + 32} 210 ${CX + 38} 270 ${CX + 40} 322 Q ${CX + 22} 327 ${CX + 3} 322 C ${CX + 2} 260 ${CX + 1} 210 ${CX} 190 Z`
                : `M ${CX} 150 L ${CX + 26} 150 C ${CX + 27} 210 ${CX + 24} 270 ${CX + 23} 322 Q ${CX + 14} 325 ${CX + 4} 322 C ${CX + 3} 260 ${CX + 1} 210 ${CX} 190 Z`
            }
            fill={mix(fill, '#000000', 0.08)}
            stroke={line}
            strokeWidth="1.1"
            strokeLinejoin="round"
          />,
        )}
      {isSet &&
        cut.bottom !== 'skirt' &&
        both(
          <path
            d={`M ${CX + 18} 215 Q ${CX + 22} 270 ${CX + 24} 318`}
            fill="none"
            stroke={fold}
            strokeWidth="1.2"
          />,
        )}

      {/* the garment */}
      <path d={body} fill={fill} stroke={line} strokeWidth="1.2" strokeLinejoin="round" />
      <g clipPath={`url(#${clipId})`}>
        <rect x="0" y="0" width="240" height="360" fill={`url(#${shadeId})`} />
        {folds.map((d) => (
          <path key={d} d={d} fill="none" stroke={fold} strokeWidth="1.3" strokeLinecap="round" />
        ))}
        <path
          d={`M ${CX - 9} 84 Q ${CX - 15} 140 ${CX - 12} 196`}
          fill="none"
          stroke={shine}
          strokeWidth="2"
          strokeLinecap="round"
        />
        {cut.silhouette === 'abaya' && cut.open && (
          <>
            <path
              d={`M ${CX - 5} 62 L ${CX - 9} ${hemY + 8} L ${CX + 9} ${hemY + 8} L ${CX + 5} 62 Z`}
              fill="#000"
              opacity="0.28"
            />
            <path
              d={`M ${CX - 5} 62 L ${CX - 9} ${hemY + 8} M ${CX + 5} 62 L ${CX + 9} ${hemY + 8}`}
              stroke={detail}
              strokeWidth="1.4"
              fill="none"
            />
          </>
        )}
        {cut.silhouette === 'abaya' && !cut.open && (
          <path
            d={`M ${CX} 64 L ${CX} ${hemY}`}
            stroke={line}
            strokeWidth="0.8"
            strokeDasharray="1 9"
            strokeLinecap="round"
            fill="none"
          />
        )}
        {cut.silhouette === 'jalabiya' && (
          <>
            <path
              d={`M ${CX - 14} 62 L ${CX - 12} 128 L ${CX} 140 L ${CX + 12} 128 L ${CX + 14} 62`}
              fill="none"
              stroke={detail}
              strokeWidth="1.6"
            />
            {[74, 88, 102, 116].map((y) => (
              <path
                key={y}
                d={`M ${CX} ${y - 5} L ${CX + 5} ${y} L ${CX} ${y + 5} L ${CX - 5} ${y} Z`}
                fill="none"
                stroke={detail}
                strokeWidth="1.1"
              />
            ))}
            <path
              d={`M ${CX - shape.hem} ${hemY - 12} Q ${CX} ${hemY - 6} ${CX + shape.hem} ${hemY - 12}`}
              fill="none"
              stroke={detail}
              strokeWidth="1.6"
              strokeDasharray="3 2"
            />
          </>
        )}
        {cut.silhouette === 'kaftan' && (
          <>
            {[0, 1, 2, 3, 4, 5, 6].map((i) => (
              <g key={i}>
                <circle cx={CX - 11 + i * 1.6} cy={62 + i * 5} r="1.5" fill="#D9B45A" />
                <circle cx={CX + 11 - i * 1.6} cy={62 + i * 5} r="1.5" fill="#D9B45A" />
              </g>
            ))}
            <path
              d={`M ${CX - shape.waist} 136 Q ${CX} 144 ${CX + shape.waist} 136`}
              fill="none"
              stroke={line}
              strokeWidth="1.2"
            />
            <path
              d={`M ${CX + 4} 140 Q ${CX + 2} 160 ${CX + 6} 176 M ${CX - 2} 140 Q ${CX - 4} 162 ${CX} 180`}
              fill="none"
              stroke={detail}
              strokeWidth="1.1"
            />
          </>
        )}
        {cut.silhouette === 'evening' && (
          <>
            <path
              d={`M ${CX - 24} 92 Q ${CX - 10} 100 ${CX} 94 Q ${CX + 10} 100 ${CX + 24} 92`}
              fill="none"
              stroke={fold}
              strokeWidth="1.2"
            />
          </>
        )}
        {cut.silhouette === 'day' &&
          [80, 100, 120, 150, 175, 200, 225]
            .filter((y) => y < hemY - 12)
            .map((y) => <circle key={y} cx={CX} cy={y} r="1.6" fill={line} />)}
        {isSet && (
          <>
            <path d={`M ${CX} 62 L ${CX} 100`} stroke={line} strokeWidth="0.9" />
            <path
              d={`M ${CX - shape.hem + 4} ${hemY - 26} L ${CX - shape.hem + 2} ${hemY}`}
              stroke={line}
              strokeWidth="1"
            />
            <path
              d={`M ${CX + shape.hem - 4} ${hemY - 26} L ${CX + shape.hem - 2} ${hemY}`}
              stroke={line}
              strokeWidth="1"
            />
          </>
        )}
      </g>

      {/* the neckline */}
      {necklinePath(cut.neckline) && (
        <path d={necklinePath(cut.neckline)} fill={SKIN} stroke={line} strokeWidth="1" />
      )}
      {cut.neckline === 'high' && (
        <path
          d={`M ${CX - 7} 50 Q ${CX} 53 ${CX + 7} 50 L ${CX + 8} 60 Q ${CX} 64 ${CX - 8} 60 Z`}
          fill={fill}
          stroke={line}
          strokeWidth="1"
        />
      )}
      {cut.neckline === 'mandarin' && (
        <path
          d={`M ${CX - 8} 53 Q ${CX} 56 ${CX + 8} 53 L ${CX + 9} 60 Q ${CX} 64 ${CX - 9} 60 Z`}
          fill={fill}
          stroke={detail}
          strokeWidth="1.2"
        />
      )}

      {/* the belt */}
      {cut.belt && (cut.silhouette === 'day' || cut.silhouette === 'evening') && (
        <>
          <path
            d={`M ${CX - shape.waist - 1} 127 Q ${CX} 131 ${CX + shape.waist + 1} 127 L ${CX + shape.waist + 1} 136 Q ${CX} 140 ${CX - shape.waist - 1} 136 Z`}
            fill={mix(fill, '#000000', 0.22)}
            stroke={line}
            strokeWidth="0.9"
          />
          <path
            d={`M ${CX + 6} 134 q 8 -10 14 -2 q -6 8 -14 2 Z M ${CX + 6} 134 q -6 12 0 34 M ${CX + 8} 136 q 4 14 10 28`}
            fill={mix(fill, '#000000', 0.22)}
            stroke={line}
            strokeWidth="0.9"
          />
        </>
      )}

      {/* the sleeves */}
      {sleeve &&
        both(
          <>
            <path d={sleeve} fill={fill} stroke={line} strokeWidth="1.2" strokeLinejoin="round" />
            <path d={sleeve} fill={`url(#${shadeId})`} opacity="0.6" />
            {(cut.sleeve === 'wide' || cut.sleeve === 'long' || cut.sleeve === 'bell') && (
              <path
                d={`M ${s + 4} 90 Q ${s + 8} 140 ${s + 9} 190`}
                fill="none"
                stroke={fold}
                strokeWidth="1.1"
                strokeLinecap="round"
              />
            )}
            {cut.silhouette === 'abaya' && cut.sleeve === 'wide' && (
              <path
                d={`M ${s - 6} 198 Q ${s + 10} 204 ${s + 27} 198`}
                fill="none"
                stroke={detail}
                strokeWidth="1.6"
                strokeDasharray="2 2"
              />
            )}
          </>,
        )}
    </svg>
  );
}
