// The Google callback's query carries the access token. It is read once and removed from the address bar
// (history.replaceState) before the router, analytics or anything else can see it.
type Captured = { token: string | null; error: string | null };
let captured: Captured | null = null;

export const AUTH_CALLBACK_PATH = '/auth/callback';

export function captureAuthCallback(): Captured {
  if (captured) return captured;
  const url = new URL(window.location.href);
  captured = { token: url.searchParams.get('token'), error: url.searchParams.get('error') };
  if (url.searchParams.has('token') || url.searchParams.has('error')) {
    url.searchParams.delete('token');
    url.searchParams.delete('error');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return captured;
}

export function resetCapturedAuthCallback(): void {
  captured = null;
}
