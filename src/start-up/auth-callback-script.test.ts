import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_CALLBACK_STASH } from '@/features/auth/utils/auth-callback';
import { authCallbackArgs, authCallbackBeforeScripts } from './auth-callback-script';

const stashed = () => (window as unknown as Record<string, unknown>)[AUTH_CALLBACK_STASH];

afterEach(() => {
  document.head.replaceChildren();
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>)[AUTH_CALLBACK_STASH];
  window.history.replaceState(null, '', '/');
});

/** Opens an address whose head starts with no Referer at all (the SPA fallback) and runs the script. */
function open(address: string) {
  document.head.replaceChildren();
  const meta = document.createElement('meta');
  meta.name = 'referrer';
  meta.content = 'no-referrer';
  document.head.append(meta);
  window.history.replaceState(null, '', address);
  authCallbackBeforeScripts(...authCallbackArgs());
  return {
    address: () => `${location.pathname}${location.search}${location.hash}`,
    referrer: () => meta.content,
  };
}

describe("the Google callback's head script", () => {
  it.each(['/auth/callback', '/ar/auth/callback'])(
    'takes the token and state out of the address on %s and leaves them for the callback',
    (path) => {
      const page = open(`${path}?token=t.o.k&x=1&state=s1#top`);
      expect(page.address()).toBe(`${path}?x=1#top`);
      const value = JSON.stringify(['t.o.k', null, 's1']);
      expect(stashed()).toBe(value);
      expect(sessionStorage.getItem(AUTH_CALLBACK_STASH)).toBe(value);
      expect(page.referrer()).toBe('strict-origin-when-cross-origin');
    },
  );

  it("takes the provider's error out too", () => {
    const page = open('/auth/callback?error=access_denied&state=s1');
    expect(page.address()).toBe('/auth/callback');
    expect(stashed()).toBe(JSON.stringify([null, 'access_denied', 's1']));
  });

  it('leaves every other address, and a callback without its query, alone; the usual Referer returns', () => {
    for (const address of ['/products?token=abc', '/auth/callback?x=1']) {
      const page = open(address);
      expect(page.address()).toBe(address);
      expect(stashed()).toBeUndefined();
      expect(sessionStorage.getItem(AUTH_CALLBACK_STASH)).toBeNull();
      expect(page.referrer()).toBe('strict-origin-when-cross-origin');
    }
  });
});
