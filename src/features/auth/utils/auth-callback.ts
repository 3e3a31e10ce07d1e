import { AR_PREFIX, paths } from '@/config/paths';
import { session } from '@/lib/storage';

// The Google callback's query carries the access token. Every request the page makes would carry its address in
// the Referer, and the browser asks for the assets its HTML names as soon as it reads them, before any script
// of the page has run (Chromium's preload scanner). So the SPA fallback, the callback's page, starts with
// <meta name="referrer" content="no-referrer"> (src/lib/head-start.ts), and an inline script right after it
// (authCallbackScript, rendered by src/root.tsx) takes the token out of the address bar, then gives the page
// back the usual policy. It hands the token over in memory, and in session storage for the page the language
// script may send her to (/ar/auth/callback). captureAuthCallback reads it once.
type Captured = { token: string | null; error: string | null };
let captured: Captured | null = null;

export const AUTH_CALLBACK_PATH = '/auth/callback';
/** Where the head script leaves the callback's query: the window's property and the session storage key. */
export const AUTH_CALLBACK_STASH = '__authCallback';

const callbackPaths = [paths.authCallback, `${AR_PREFIX}${paths.authCallback}`];

/** Tiny on purpose: it runs before anything on every page, and its hash is in the Content-Security-Policy. */
export const authCallbackScript = `try{var u=new URL(location.href),q=u.searchParams,k=${JSON.stringify(AUTH_CALLBACK_STASH)};if(${JSON.stringify(callbackPaths)}.indexOf(u.pathname)>=0&&(q.has('token')||q.has('error'))){var v=JSON.stringify([q.get('token'),q.get('error')]);q.delete('token');q.delete('error');history.replaceState(history.state,'',u.pathname+u.search+u.hash);window[k]=v;sessionStorage.setItem(k,v)}}catch(e){}var m=document.querySelector('meta[name=referrer]');if(m)m.content='strict-origin-when-cross-origin'`;

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseStash(raw: unknown): Captured | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    return { token: asText(value[0]), error: asText(value[1]) };
  } catch {
    return null;
  }
}

/** What the head script took out of the address, once (then it is forgotten, in memory and in storage). */
function takeStash(): Captured | null {
  const holder = window as unknown as Record<string, unknown>;
  const inMemory = holder[AUTH_CALLBACK_STASH];
  delete holder[AUTH_CALLBACK_STASH];
  const stored = session.get(AUTH_CALLBACK_STASH);
  session.remove(AUTH_CALLBACK_STASH);
  return parseStash(inMemory) ?? parseStash(stored);
}

export function captureAuthCallback(): Captured {
  if (captured) return captured;
  const fromHead = takeStash();
  // Without the head script (a test, an old cached page), the query is read and cleaned here.
  const url = new URL(window.location.href);
  const inQuery = url.searchParams.has('token') || url.searchParams.has('error');
  captured = inQuery
    ? { token: url.searchParams.get('token'), error: url.searchParams.get('error') }
    : (fromHead ?? { token: null, error: null });
  if (inQuery) {
    url.searchParams.delete('token');
    url.searchParams.delete('error');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return captured;
}

export function resetCapturedAuthCallback(): void {
  captured = null;
}
