import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A page she opened: its path, and its title as it was then. */
export type Visit = { pathname: string; title: string };

// The pages she opened before the page views came in (third-parties-slot.tsx loads them once the page is usable,
// and a press on a link is what makes it usable: the next page is often open before their code is). Handed over
// once, when they start (page-views.tsx), and counted then if she had consented; from then on they count alone.
const before: Visit[] = [];
let handedOver = false;

/** Notes each page she opens until the page views take over. */
export function useVisitsBefore(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // after the commit that drew the page, whose title is the document's now
    if (!handedOver) before.push({ pathname, title: document.title });
  }, [pathname]);
}

/**
 * The pages opened before the page views took over, the one she is on left out (they count it themselves); empty
 * from the second call on.
 */
export function takeVisitsBefore(current: string): Visit[] {
  handedOver = true;
  const visits = before.splice(0);
  while (visits.at(-1)?.pathname === current) visits.pop();
  return visits;
}

/** For tests, which open the shop many times in one document: nothing noted, nobody counting yet. */
export function forgetVisitsBefore(): void {
  before.length = 0;
  handedOver = false;
}
