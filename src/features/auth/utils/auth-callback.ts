import { AR_PREFIX, paths } from '@/config/paths';

// The Google callback's query carries the access token. Every request the page makes would carry its address in
// the Referer, and the browser asks for the assets its HTML names as soon as it reads them, before any script
// of the page has run (Chromium's preload scanner). So the SPA fallback, the callback's page, starts with
// <meta name="referrer" content="no-referrer"> (src/lib/head-start.ts), and an inline script right after it
// (authCallbackScript, rendered by src/root.tsx) takes the token out of the address bar, then gives the page
// back the usual policy. It takes the `state` that must come back with the token too (google-state.ts), so the
// address is left clean. It hands them over in memory, and in session storage for the page the language
// script may send her to (/ar/auth/callback). captureAuthCallback (capture-auth-callback.ts) reads it once.
// This file is only what every page's first load needs, root.tsx's head script: the rest loads on the callback.

export const AUTH_CALLBACK_PATH = '/auth/callback';
/** Where the head script leaves the callback's query: the window's property and the session storage key. */
export const AUTH_CALLBACK_STASH = '__authCallback';

const callbackPaths = [paths.authCallback, `${AR_PREFIX}${paths.authCallback}`];

/** Tiny on purpose: it runs before anything on every page, and its hash is in the Content-Security-Policy. */
export const authCallbackScript = `(function(){try{var u=new URL(location.href),q=u.searchParams,k=${JSON.stringify(AUTH_CALLBACK_STASH)};if(${JSON.stringify(callbackPaths)}.indexOf(u.pathname)>=0&&(q.has('token')||q.has('error')||q.has('state'))){var v=JSON.stringify([q.get('token'),q.get('error'),q.get('state')]);q.delete('token');q.delete('error');q.delete('state');history.replaceState(history.state,'',u.pathname+u.search+u.hash);window[k]=v;sessionStorage.setItem(k,v)}}catch(e){}var m=document.querySelector('meta[name=referrer]');if(m)m.content='strict-origin-when-cross-origin'})()`;
