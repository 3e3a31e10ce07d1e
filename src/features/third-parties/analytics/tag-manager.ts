import { langOfPath } from '@/config/paths';
import { analyticsPath } from './page-path';

/** The tag manager's container script (Google's own snippet loads the same address). */
export const tagManagerUrl = (id: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/** The longest the tag manager waits for an idle moment once the page has loaded (then it loads anyway). */
const IDLE_TIMEOUT_MS = 5_000;
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `go` once the page is usable and out of its first seconds: at her first press or key, or at the first idle
 * moment after the page's load event, whichever comes first; never on the first paint's path. Returns the cancel.
 */
export function whenPageUsable(go: () => void, win: Window = window): () => void {
  let done = false;
  let idle: number | null = null;
  const cancel = () => {
    done = true;
    for (const type of INTERACTIONS) win.removeEventListener(type, run, true);
    win.removeEventListener('load', afterLoad);
    if (idle !== null) {
      if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idle);
      else win.clearTimeout(idle);
    }
  };
  function run() {
    if (done) return;
    cancel();
    go();
  }
  function afterLoad() {
    if (done) return;
    idle =
      typeof win.requestIdleCallback === 'function'
        ? win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
        : win.setTimeout(run, 1);
  }
  for (const type of INTERACTIONS) win.addEventListener(type, run, { capture: true, passive: true });
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad);
  return cancel;
}

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
