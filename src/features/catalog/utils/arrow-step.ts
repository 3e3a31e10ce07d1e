import type { KeyboardEvent } from 'react';

/**
 * The step an arrow key moves a row of pictures by, the way it points on screen: ArrowRight is the next picture in
 * English and the one before in Arabic (right to left). Undefined for any other key.
 */
export function arrowStep(event: KeyboardEvent<HTMLElement>): 1 | -1 | undefined {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  if (event.key === 'ArrowRight') return rtl ? -1 : 1;
  if (event.key === 'ArrowLeft') return rtl ? 1 : -1;
  return undefined;
}
