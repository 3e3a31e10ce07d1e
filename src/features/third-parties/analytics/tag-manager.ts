import { langOfPath } from '@/config/paths';
import { analyticsPath } from './page-path';

/** The tag manager's container script (Google's own snippet loads the same address). */
export const tagManagerUrl = (id: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/**
 * Adds the tag manager's container to the page, once (Google's snippet: its start time in the data layer, then
 * the script, async). A loaded container cannot be unloaded: when she withdraws, Consent Mode's update stops it.
 */
export function loadTagManager(id: string, doc: Document = document): void {
  const src = tagManagerUrl(id);
  if ([...doc.scripts].some((script) => script.src === src)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}

/**
 * One page view (GA4's `page_view`), for the first page and every move inside the shop: its path as
 * analyticsPath reports it (never a query, a hash, an order's id or a token), the same as a full address, and the
 * page's language.
 */
export function pushPageView(
  pathname: string,
  origin: string = window.location.origin,
  title: string = document.title,
): void {
  const page_path = analyticsPath(pathname);
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'page_view',
    page_path,
    page_location: `${origin}${page_path}`,
    page_title: analyticsTitle(pathname, page_path, title),
    language: langOfPath(pathname),
  });
}

/**
 * The page's title as the report may have it (GA4 takes the document's own otherwise): the page's whole title when
 * its path is reported as it is, only the shop's name ("… — Tafseel": the part after the last dash) where the path
 * had something of hers replaced (an order's page is titled by its number) or is no screen of the shop.
 */
export function analyticsTitle(pathname: string, reported: string, title: string): string {
  const own = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return reported === own ? title : (title.split(' — ').pop() ?? '');
}
