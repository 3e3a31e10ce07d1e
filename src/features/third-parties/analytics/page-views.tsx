import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '../consent/consent-store';
import { loadTagManager, pushPageView, whenPageUsable } from './tag-manager';

/**
 * Page-view analytics (issue 39), only with her consent to analytics: the tag manager's container once the page is
 * usable, and a page view for the page she is on and each one she moves to. When she withdraws, no page view is
 * pushed any more (the container, if loaded, has been told by Consent Mode).
 */
export function PageViews({ tagManagerId }: { tagManagerId: string }) {
  const allowed = useConsent()?.analytics === true;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!allowed) return;
    return whenPageUsable(() => loadTagManager(tagManagerId));
  }, [allowed, tagManagerId]);
  useEffect(() => {
    if (allowed) pushPageView(pathname);
  }, [allowed, pathname]);
  return null;
}
