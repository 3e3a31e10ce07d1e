import type { ReactNode } from 'react';
import type { CountryCode } from '@/config/countries';

// The six Gulf flags, drawn small: emoji flags show as two letters on Windows and as empty boxes in some
// Linux browsers. Simplified to what reads at 20 px (Saudi Arabia's script is a stroke, Oman's emblem a
// dot); decorative, the country's name is always written beside them.
const FLAGS: Record<CountryCode, ReactNode> = {
  bh: (
    <>
      <path fill="#fff" d="M0 0h24v16H0z" />
      <path
        fill="#CE1126"
        d="M24 0H6l3.5 1.6L6 3.2l3.5 1.6L6 6.4 9.5 8 6 9.6l3.5 1.6L6 12.8l3.5 1.6L6 16h18z"
      />
    </>
  ),
  sa: (
    <>
      <path fill="#006C35" d="M0 0h24v16H0z" />
      <path
        fill="none"
        stroke="#fff"
        strokeWidth="1.1"
        strokeLinecap="round"
        d="M6 6.5c1-1.6 2 1.2 3 0s2-1.4 3 0 2 1.2 3-.2 2-1 3 .3"
      />
      <path fill="#fff" d="M6.5 10.2h10.5l1.5.5-1.5.5H6.5zM7.2 9.4h.8v2.2h-.8z" />
    </>
  ),
  ae: (
    <>
      <path fill="#00732F" d="M0 0h24v5.33H0z" />
      <path fill="#fff" d="M0 5.33h24v5.34H0z" />
      <path fill="#000" d="M0 10.67h24V16H0z" />
      <path fill="#FF0000" d="M0 0h6.5v16H0z" />
    </>
  ),
  kw: (
    <>
      <path fill="#007A3D" d="M0 0h24v5.33H0z" />
      <path fill="#fff" d="M0 5.33h24v5.34H0z" />
      <path fill="#CE1126" d="M0 10.67h24V16H0z" />
      <path fill="#000" d="M0 0l6 5.33v5.34L0 16z" />
    </>
  ),
  qa: (
    <>
      <path fill="#fff" d="M0 0h24v16H0z" />
      <path
        fill="#8A1538"
        d="M24 0H7l2.5.89L7 1.78l2.5.89L7 3.56l2.5.88L7 5.33l2.5.89L7 7.11 9.5 8 7 8.89l2.5.89L7 10.67l2.5.89L7 12.44l2.5.89L7 14.22l2.5.89L7 16h17z"
      />
    </>
  ),
  om: (
    <>
      <path fill="#DB161B" d="M0 0h24v16H0z" />
      <path fill="#fff" d="M7 0h17v5.33H7z" />
      <path fill="#008000" d="M7 10.67h17V16H7z" />
      <circle cx="3.5" cy="3.5" r="1.6" fill="#fff" />
    </>
  ),
};

/** A country's flag as a small inline drawing, hidden from assistive technology. */
export function Flag({ code, className = '' }: { code: CountryCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 16"
      aria-hidden="true"
      focusable="false"
      data-flag={code}
      className={`h-3.5 w-[1.3125rem] shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)] ${className}`}
    >
      {FLAGS[code]}
    </svg>
  );
}
