import { AR_PREFIX, langOfPath, paths, PRODUCT_ID_PATTERN, stripLang } from '@/config/paths';

/** The screens whose address holds nothing of hers (src/routes.ts): reported as they are. */
const PLAIN_PATHS = new Set<string>([
  ...Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path] : [])),
  '/password-reset',
  // the result's order id is in its query, which is never reported
  '/checkout/result',
]);

/** The screens with a part of the address that is hers (an order's id), reported by their pattern. */
const PATTERNS: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  // A piece's id names the piece, not her: kept, so its page views count per piece; anything else is no piece.
  [
    /^\/products\/([^/]+)$/,
    ([, id = '']) =>
      new RegExp(`^${PRODUCT_ID_PATTERN}$`).test(id) ? `/products/${id}` : '/products/:productId',
  ],
  [/^\/order-summary\/[^/]+$/, () => '/order-summary/:id'],
  [/^\/profile\/my-orders\/[^/]+$/, () => '/profile/my-orders/:id'],
];

/**
 * The path a page view reports (issue 39): the screen as she saw it, in its language (the /ar prefix kept, so a
 * report's address opens the page she read), never its query or hash, and with every part of the address that
 * could be hers (an order's id, a token) replaced by its name in the route (/profile/my-orders/123 →
 * /profile/my-orders/:id). An address that is no screen of the shop (the catch-all's not-found page) could hold
 * anything she typed or was sent: it is reported as /not-found.
 */
export function analyticsPath(pathname: string): string {
  const bare = stripLang(pathname.replace(/[?#].*$/, '')).replace(/\/+$/, '') || '/';
  const prefix = langOfPath(pathname) === 'ar' ? AR_PREFIX : '';
  const withLang = (path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);
  if (PLAIN_PATHS.has(bare)) return withLang(bare);
  for (const [pattern, name] of PATTERNS) {
    const match = pattern.exec(bare);
    if (match) return withLang(name(match));
  }
  return withLang(paths.notFound);
}
