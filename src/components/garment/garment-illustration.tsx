import { useId, type JSX, type ReactNode } from 'react';
import type { Product } from '@/domain/schemas';
import {
  bodyPath,
  cutOf,
  CX,
  HAND_Y,
  HEM_Y,
  luminance,
  mix,
  necklinePath,
  SHAPES,
  SKIN,
  SKIN_LINE,
  sleevePath,
  type Length,
} from './garment-geometry';

// The fashion sketch itself: garment-geometry.ts reads the cut and draws the paths; this file lays them out as an
// SVG, in the garment's colour and its shades.
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
