import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signToken } from '@/mocks/jwt';
import { renderApp } from '@/testing/render-app';
import { AUTH_CALLBACK_STASH, authCallbackScript } from '../utils/auth-callback';
import { resetCapturedAuthCallback } from '../utils/capture-auth-callback';

function openCallback(query: string) {
  window.history.replaceState(null, '', `/auth/callback${query}`);
  return renderApp({ route: '/auth/callback' });
}

describe('Google callback', () => {
  afterEach(() => {
    resetCapturedAuthCallback();
    window.history.replaceState(null, '', '/');
  });

  it('stores the token, removes it from the address bar and goes to the saved URL, then forgets it', async () => {
    const token = signToken({ id: 'u-1001', role: 'user', email: 'noora@example.com', firstName: 'Noora' });
    sessionStorage.setItem('redirectAfterAuth', '/profile/help');
    const { router } = openCallback(`?token=${encodeURIComponent(token)}`);
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/help'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('redirectAfterAuth')).toBeNull();
  });

  it("takes the token from the head script, which cleaned the address before the page's assets were asked for", async () => {
    const token = signToken({ id: 'u-1001', role: 'user', email: 'noora@example.com', firstName: 'Noora' });
    sessionStorage.setItem('redirectAfterAuth', '/profile/help');
    window.history.replaceState(null, '', `/auth/callback?token=${encodeURIComponent(token)}&x=1#top`);
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    new Function(authCallbackScript)();
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
    new Function(authCallbackScript)();
    expect(window.location.search).toBe('?token=abc');
    expect(sessionStorage.getItem(AUTH_CALLBACK_STASH)).toBeNull();
  });

  it("fails with 'Error while creating your account' when there is no token", async () => {
    const { user, router } = openCallback('');
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByText('Error while creating your account')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the error text of the query as text, never as HTML', async () => {
    openCallback(`?error=${encodeURIComponent('<img src=x onerror=alert(1)> Access denied')}`);
    expect(await screen.findByText('<img src=x onerror=alert(1)> Access denied')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it("falls back to 'Authentication failed' for a token that is not one", async () => {
    openCallback('?token=not-a-jwt');
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
