import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signToken } from '@/mocks/jwt';
import { queryClient } from '@/lib/query-client';
import { renderApp, signInAs } from '@/testing/render-app';
import { authCallbackScript } from '@/start-up/auth-callback-script';
import { AUTH_CALLBACK_STASH } from '../utils/auth-callback';
import { resetCapturedAuthCallback } from '../utils/capture-auth-callback';
import { startGoogleAttempt } from '../utils/google-state';

const NOORA = { id: 'u-1001', role: 'user' as const, email: 'noora@example.com', firstName: 'Noora' };
const MALLORY = { id: 'u-6666', role: 'user' as const, email: 'mallory@example.com', firstName: 'Mallory' };

function openCallback(query: string) {
  window.history.replaceState(null, '', `/auth/callback${query}`);
  return renderApp({ route: '/auth/callback' });
}

/** She pressed 'Sign in with Google' in this tab: the query the API sends back, with the state it was given. */
function ownCallback(params: Record<string, string>) {
  const state = startGoogleAttempt();
  return `?${new URLSearchParams({ ...params, state })}`;
}

describe('Google callback', () => {
  afterEach(() => {
    resetCapturedAuthCallback();
    window.history.replaceState(null, '', '/');
  });

  it('stores the token, removes it from the address bar and goes to the saved URL, then forgets it', async () => {
    const token = signToken(NOORA);
    sessionStorage.setItem('redirectAfterAuth', '/profile/help');
    const { router } = openCallback(ownCallback({ token }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/help'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('redirectAfterAuth')).toBeNull();
  });

  it("takes the token from the head script, which cleaned the address before the page's assets were asked for", async () => {
    const token = signToken(NOORA);
    sessionStorage.setItem('redirectAfterAuth', '/profile/help');
    const state = startGoogleAttempt();
    window.history.replaceState(
      null,
      '',
      `/auth/callback?token=${encodeURIComponent(token)}&x=1&state=${state}#top`,
    );
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    new Function(authCallbackScript())();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/auth/callback?x=1#top',
    );
    expect(meta.content).toBe('strict-origin-when-cross-origin');
    meta.remove();

    const { router } = renderApp({ route: '/auth/callback' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/help'));
    expect(localStorage.getItem('token')).toBe(token);
    // handed over once: neither memory nor session storage keeps it
    expect(sessionStorage.getItem(AUTH_CALLBACK_STASH)).toBeNull();
    expect((window as unknown as Record<string, unknown>)[AUTH_CALLBACK_STASH]).toBeUndefined();
  });

  it('leaves every other address alone', () => {
    window.history.replaceState(null, '', '/products?token=abc');
    new Function(authCallbackScript())();
    expect(window.location.search).toBe('?token=abc');
    expect(sessionStorage.getItem(AUTH_CALLBACK_STASH)).toBeNull();
  });

  it("fails with 'Error while creating your account' when there is no token", async () => {
    const { user, router } = openCallback(ownCallback({}));
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByText('Error while creating your account')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("says the spec's words for a provider's error, never the address's text", async () => {
    const { router } = openCallback(
      ownCallback({
        error: 'Your account is locked. Call +1 555 0100 to unlock it <img src=x onerror=alert(1)>',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error while creating your account$/);
    expect(screen.queryByText(/locked|555/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/auth/callback');
  });

  it("falls back to 'Authentication failed' for a token that is not one", async () => {
    openCallback(ownCallback({ token: 'not-a-jwt' }));
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

// Issue 20.1: a link to /auth/callback?token=… signed a guest in as whoever sent it (login CSRF), and replaced the
// session of a shopper who was signed in.
describe('Google callback, a sign-in she did not start', () => {
  afterEach(() => {
    resetCapturedAuthCallback();
    window.history.replaceState(null, '', '/');
  });

  const forged = () => `?${new URLSearchParams({ token: signToken(MALLORY) })}`;

  it('refuses a token without the state of an attempt started here: a guest stays a guest', async () => {
    sessionStorage.setItem('redirectAfterAuth', '/profile');
    const { router } = openCallback(forged());
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed');
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/callback');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('refuses a state that is not the one this tab sent, and a state used once already', async () => {
    startGoogleAttempt();
    openCallback(`?${new URLSearchParams({ token: signToken(MALLORY), state: 'guessed-state-123' })}`);
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    resetCapturedAuthCallback();

    // her own attempt goes through once; the same address opened again is refused
    const own = ownCallback({ token: signToken(NOORA) });
    openCallback(own);
    await waitFor(() => expect(localStorage.getItem('token')).not.toBeNull());
    localStorage.removeItem('token');
    resetCapturedAuthCallback();
    openCallback(own);
    expect(await screen.findAllByText('Authentication failed')).not.toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never replaces the session of a shopper who is signed in, for a link she did not start', async () => {
    signInAs('user');
    const hers = localStorage.getItem('token');
    openCallback(forged());
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(hers);
  });
});

describe('Google callback while she is signed in as someone else', () => {
  afterEach(() => {
    resetCapturedAuthCallback();
    window.history.replaceState(null, '', '/');
  });

  it('asks her; staying keeps her session as it was', async () => {
    signInAs('user');
    const hers = localStorage.getItem('token');
    sessionStorage.setItem('redirectAfterAuth', '/profile/help');
    const { user, router } = openCallback(ownCallback({ token: signToken(MALLORY) }));
    expect(await screen.findByRole('heading', { name: 'You are already signed in' })).toBeInTheDocument();
    expect(
      screen.getByText(/You are signed in as Noora in this browser\. This Google sign-in is for Mallory\./),
    ).toBeInTheDocument();
    // nothing has changed until she says so
    expect(localStorage.getItem('token')).toBe(hers);
    await user.click(screen.getByRole('button', { name: 'Stay signed in as Noora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/help'));
    expect(localStorage.getItem('token')).toBe(hers);
  });

  it("switching forgets everything of the first account (cache, pending item) before the second's session", async () => {
    signInAs('admin');
    const noora = signToken(NOORA);
    const { user, router } = openCallback(ownCallback({ token: noora }));
    await screen.findByRole('heading', { name: 'You are already signed in' });
    queryClient.setQueryData(['admin', 'summary'], { openOrders: 3 });
    sessionStorage.setItem('pendingCartItem', '{"productId":1}');
    sessionStorage.setItem('pendingCartTimestamp', String(Date.now()));
    await user.click(screen.getByRole('button', { name: 'Switch to Noora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe(noora);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(queryClient.getQueryData(['admin', 'summary'])).toBeUndefined();
    expect(sessionStorage.getItem('pendingCartItem')).toBeNull();
    expect(sessionStorage.getItem('pendingCartTimestamp')).toBeNull();
  });
});
