import { useCallback, useLayoutEffect, useRef } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { withFilters, type ProductListParams } from '../utils/list-params';

export type ListUpdate = (patch: Partial<ProductListParams>, options?: { replace?: boolean }) => void;

/**
 * A change of the collection's filters, written to its address: on top of the last address she asked for that is
 * not drawn yet, or else of the last one drawn, whichever render's callback makes it.
 *
 * React Router's `setSearchParams` builds on the address of the render that made it (its docs say so; see
 * remix-run/react-router#9757), and the router draws a new address in a transition, which can wait for a part that
 * is still loading (the collection's live list). Until then every callback is a render's older one: a sort chosen
 * before the page's scripts ran, applied as it hydrates, then the search she typed then, written once she paused,
 * put the address back to the newest first.
 */
export function useListUpdate(
  searchParams: URLSearchParams,
  setSearchParams: SetURLSearchParams,
): ListUpdate {
  // The addresses asked for and not drawn yet, oldest first; and the last one drawn.
  const asked = useRef<string[]>([]);
  const drawn = useRef(searchParams);
  useLayoutEffect(() => {
    drawn.current = searchParams;
    // One of hers is drawn: those asked before it are gone by. Another address is (Back, a link): hers were left.
    const at = asked.current.indexOf(searchParams.toString());
    asked.current = at === -1 ? [] : asked.current.slice(at + 1);
  }, [searchParams]);
  return useCallback(
    (patch, options = {}) => {
      const last = asked.current.at(-1);
      const next = withFilters(last === undefined ? drawn.current : new URLSearchParams(last), patch);
      asked.current.push(next.toString());
      void setSearchParams(next, { replace: options.replace ?? false });
    },
    [setSearchParams],
  );
}
