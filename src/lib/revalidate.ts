import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A route's shouldRevalidate when a change of the address's query alone loads nothing new: a piece's choices
 * (decision 0030) and the collection's filters, which the page's own queries follow. Any other move is as React
 * Router decides. Without it, every change of the query would wait for the route's clientLoader to run again
 * before the address changed, and a list that rewrites its address would see the old one meanwhile.
 */
export function revalidateOnPathOnly({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
