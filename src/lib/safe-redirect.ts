import { matchRoutes } from 'react-router';
import { stripLang } from '@/config/paths';
import { ROUTE_PATTERNS } from '@/config/route-patterns';

const ROUTES = ROUTE_PATTERNS.map((path) => ({ path }));

const siteOrigin = (): string =>
  typeof window !== 'undefined' && window.location.origin !== 'null'
    ? window.location.origin
    : 'https://shop.invalid';

/**
 * The path to send her to after signing in, or `fallback`. A target counts only when, resolved against this
 * site with `URL` (which also applies "." and ".." and %2e), it stays on this site's origin and its path is one
 * of the shop's routes: "/profile?x=1#y" yes; "//evil.com", "/.//evil.com", "/a/..//evil.com", "/\evil.com",
 * "https://evil.com", "javascript:alert(1)" and paths no screen answers on, no. What comes back is the
 * normalized path, never the raw input.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (!value.startsWith('/')) return fallback;
  // Control characters and backslashes are never in a path we produce, and browsers treat some as '/'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, siteOrigin());
  } catch {
    return fallback;
  }
  if (url.origin !== siteOrigin()) return fallback;
  // After normalization a path may start with "//" again, and a router or browser reads that as another host.
  if (url.pathname.startsWith('//')) return fallback;
  if (!matchRoutes(ROUTES, stripLang(url.pathname))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
