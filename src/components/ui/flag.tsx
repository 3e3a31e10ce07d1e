import type { CountryCode } from '@/config/countries';
import flags from './flags.svg?url&no-inline';

// The six Gulf flags are drawings in one file beside this one (flags.svg), fetched once and cached with the
// build's assets, not code: as JSX they were 1 kB of every page's first JavaScript (issue 38). Emoji flags
// show as two letters on Windows and as empty boxes in some Linux browsers.

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
      <use href={`${flags}#${code}`} />
    </svg>
  );
}
