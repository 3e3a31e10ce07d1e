import { AR_PREFIX, paths } from '@/config/paths';
import { AUTH_CALLBACK_STASH } from '@/features/auth/utils/auth-callback';
import { inlineScript } from './inline-script';

// The Google callback's head script: the feature (features/auth/utils/auth-callback) owns where it leaves the
// callback's query, which the callback's page reads back; this is the script that puts it there.

/**
 * First of the head's scripts, on every page: on the callback's paths, the token, error and state leave the
 * address bar and are stashed (the window's `stash` property and session storage) for the callback's page; then
 * the usual referrer policy returns. Tiny on purpose: its hash is in the Content-Security-Policy. Self-contained
 * (start-up/inline-script).
 */
export function authCallbackBeforeScripts(callbackPaths: readonly string[], stash: string): void {
  try {
    const url = new URL(location.href);
    const query = url.searchParams;
    if (
      callbackPaths.indexOf(url.pathname) >= 0 &&
      (query.has('token') || query.has('error') || query.has('state'))
    ) {
      const value = JSON.stringify([query.get('token'), query.get('error'), query.get('state')]);
      query.delete('token');
      query.delete('error');
      query.delete('state');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
      (window as unknown as Record<string, string>)[stash] = value;
      sessionStorage.setItem(stash, value);
    }
  } catch {
    // an old browser or blocked storage: the callback's page finds nothing and says so
  }
  const referrer = document.querySelector<HTMLMetaElement>('meta[name=referrer]');
  if (referrer) referrer.content = 'strict-origin-when-cross-origin';
}

/** The values the script is given (its arguments), from the shop's constants. */
export const authCallbackArgs = (): Parameters<typeof authCallbackBeforeScripts> => [
  [paths.authCallback, `${AR_PREFIX}${paths.authCallback}`],
  AUTH_CALLBACK_STASH,
];

/** The script's text, for the build's render only. */
export const authCallbackScript = () => inlineScript(authCallbackBeforeScripts, ...authCallbackArgs());
