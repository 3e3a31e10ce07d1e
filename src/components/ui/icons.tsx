import type { SVGProps } from 'react';

// The header's and the pages' icons, part of every first load. Icons only the account screens use live in
// account-icons.tsx, so they load with those screens.

/** The shop's line-icon look; icons are decorative (their control carries the name). */
export const iconProps = (props: SVGProps<SVGSVGElement>) => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  ...props,
});

export const UserIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const SearchIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);
/** A heart: filled for a piece she saved. */
export const HeartIcon = ({ filled = false, ...p }: SVGProps<SVGSVGElement> & { filled?: boolean }) => (
  <svg {...iconProps(p)} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 6.6 4.6 4.6 0 0 1 20.6 11C19 15.6 12 20 12 20z" />
  </svg>
);
/** Points forward in reading order: flips in Arabic. */
export const BagIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 8V6a3 3 0 016 0v2" />
  </svg>
);
export const ArrowIcon = ({ className = '', ...p }: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)} className={`flip-rtl ${className}`}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);
export const ChevronDownIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(p)}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
