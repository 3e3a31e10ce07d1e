// The Google callback's query carries the access token. Every request the page makes would carry its address in
// the Referer, and the browser asks for the assets its HTML names as soon as it reads them, before any script of
// the page has run (Chromium's preload scanner). So the SPA fallback, the callback's page, starts with <meta
// name="referrer" content="no-referrer"> (src/start-up/head-start.ts), and an inline script right after it
// (authCallbackScript in src/start-up, rendered in every page's head) takes the token out of the address bar, then
// gives the page back the usual policy. It takes the `state` that must come back with the token too
// (google-state.ts), so the address is left clean. It hands them over in memory, and in session storage for the
// page the language script may send her to (/ar/auth/callback). captureAuthCallback (capture-auth-callback.ts)
// reads it once.
// This file holds the rule the head script and the callback's page share (where the query is left): the script
// itself is start-up's, and the rest loads on the callback.

export const AUTH_CALLBACK_PATH = '/auth/callback';
/** Where the head script leaves the callback's query: the window's property and the session storage key. */
export const AUTH_CALLBACK_STASH = '__authCallback';
