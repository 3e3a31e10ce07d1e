/**
 * The payment provider's page the API sends her to, checked before the browser goes there: only an http(s)
 * address (a relative one is resolved against the shop). A `javascript:`, `data:` or malformed value is refused
 * (null), so a bad answer can never run code in the shop's page.
 */
export function safePaymentUrl(raw: unknown, base: string = window.location.origin): string | null {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.href;
}
