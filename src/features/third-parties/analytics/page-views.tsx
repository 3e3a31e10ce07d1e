import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '../consent/consent-store';
import { loadTagManager, pushPageView } from './tag-manager';
import { takeVisitsBefore } from './visits-before';

/**
 * Page-view analytics (issue 39), only with her consent to analytics: the tag manager's container (this loads once
 * the page is usable: third-parties-slot.tsx), and a page view for the pages she opened before it came, the page
 * she is on and each one she moves to. When she withdraws, no page view is pushed any more (the container, if
 * loaded, has been told by Consent Mode).
 */
export function PageViews({ tagManagerId }: { tagManagerId: string }) {
  const allowed = useConsent()?.analytics === true;
  const { pathname } = useLocation();
  useEffect(() => {
    if (allowed) loadTagManager(tagManagerId);
  }, [allowed, tagManagerId]);
  useEffect(() => {
    // the pages she opened before this came in: counted if she had consented by then (on an earlier visit)
    const earlier = takeVisitsBefore(pathname);
    if (!allowed) return;
    for (const visit of earlier) pushPageView(visit.pathname, window.location.origin, visit.title);
    pushPageView(pathname);
  }, [allowed, pathname]);
  return null;
}
