// Only a path of this site may be a redirect target: "/profile?x=1#y" yes; "//evil.com", "/\evil.com",
// "https://evil.com", "javascript:alert(1)" no. Anything else falls back.
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes are never in a path we produce, and browsers treat some as '/'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = 'https://shop.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
