import { useSyncExternalStore } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * The address's query rewritten in place, without a router navigation (issue 38). A piece's colour, fabric and
 * cut follow her in its address (decision 0030); written with `setSearchParams`, every press of a swatch was a
 * navigation that re-rendered the shop from the router down (the root layout, the header, the whole page: INP up
 * to 232–384 ms on a slow phone). React Router has no navigation that leaves its tree alone, so the address is
 * replaced through the History API, keeping the entry's state as the router wrote it (its key and index, which
 * Back, Forward and scroll restoration read): a shared link, a reload and Back/Forward open what the address says.
 *
 * The router's own location keeps the query it last navigated to; what reads the address while she is on the page
 * (the language switch, the sign-in return path, the heart) asks `useCurrentSearch` or `currentSearch`, which
 * give what was written here for the location the router is on, and the router's query after any navigation.
 */
type Written = { location: Location; search: string };

let written: Written | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the query of the address she is on (`search`: '' or '?…'), in place: no history entry, no navigation. */
export function replaceSearchInPlace(location: Location, search: string): void {
  if (currentSearch(location) === search) return;
  window.history.replaceState(window.history.state, '', `${location.pathname}${search}${location.hash}`);
  written = { location, search };
  for (const listener of listeners) listener();
}

/** The query of the address now, for the router's `location`: what was written in place on it, else its own. */
export function currentSearch(location: Location): string {
  // a navigation (Back and Forward included) gives the router a new location, which reads the address itself
  return written?.location === location ? written.search : location.search;
}

/** `currentSearch` as a hook: renders again when the query is rewritten in place. */
export function useCurrentSearch(): string {
  const location = useLocation();
  const now = useSyncExternalStore(
    subscribe,
    () => written,
    () => null,
  );
  return now?.location === location ? now.search : location.search;
}
