import { env } from '@/config/env';

/**
 * The one origin the payment page may be on: the payment provider's (VITE_PAYMENT_ORIGIN, an https origin checked
 * at build), or, when none is configured, the API's own origin — where the mock serves its stand-in card page in
 * development and the e2e builds (`${API}/payments/{orderId}`), the shop's origin when the API is a path.
 */
export function paymentOrigin(
  configured: string | null = env.PAYMENT_ORIGIN,
  apiUrl: string = env.API_URL,
  shop: string = window.location.origin,
): string {
  return configured ?? new URL(apiUrl, shop).origin;
}

/**
 * The payment provider's page the API sends her to, checked before the browser goes there: only an address on
 * the payment origin, over https — plain http only when that origin is the shop's own (a development server or
 * the e2e build, which serve the shop itself over http). A relative address is resolved against the shop, so
 * `//elsewhere` is elsewhere and refused. Anything else (another site, `http:`, `javascript:`, `data:`, a user
 * name in the address, a malformed value) is refused (null): a bad answer can never send her to a page that only
 * looks like the card page, nor run code in the shop's.
 */
export function safePaymentUrl(
  raw: unknown,
  { origin = paymentOrigin(), shop = window.location.origin }: { origin?: string; shop?: string } = {},
): string | null {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), shop);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin !== origin) return null;
  if (url.protocol !== 'https:' && url.origin !== shop) return null;
  if (url.username || url.password) return null;
  return url.href;
}
