import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { apiPath } from '@/mocks/utils';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';

function countValidations() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/auth/validateToken')) calls.push(request.headers.get('Authorization') ?? '');
  });
  return calls;
}

describe('session', () => {
  it('validates the token on mount and again whenever the window gets focus', async () => {
    const calls = countValidations();
    renderApp({ route: '/profile', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    // The profile's guard (its clientLoader) validates before the page opens; the session check on mount.
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toMatch(/^Bearer /);
    // The check loads lazily: focus until it hears the first one, then each focus is one more validation.
    await waitFor(() => {
      act(() => void fireEvent.focus(window));
      expect(calls).toHaveLength(3);
    });
    act(() => void fireEvent.focus(window));
    await waitFor(() => expect(calls).toHaveLength(4));
    server.events.removeAllListeners();
  });

  it('does not validate anything for a guest', async () => {
    const calls = countValidations();
    renderApp({ route: '/' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    act(() => void fireEvent.focus(window));
    expect(calls).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it('signs out and goes to /login when validation fails on focus, without retrying', async () => {
    const calls = countValidations();
    const { router } = renderApp({ route: '/profile', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2));
    server.use(
      http.get(apiPath('/auth/validateToken'), () =>
        HttpResponse.json({ message: { en: 'Expired' } }, { status: 401 }),
      ),
    );
    // Focus until the check hears it: its listener is attached once the lazily loaded check has mounted.
    await waitFor(() => {
      act(() => void fireEvent.focus(window));
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('clears this tab and reloads when another tab removes the token', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderApp({ route: '/profile', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    sessionStorage.setItem('pendingCartItem', '{}');
    localStorage.removeItem('token'); // what the other tab did
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'x', newValue: null }));
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(sessionStorage.getItem('pendingCartItem')).toBeNull();
  });

  it('ignores storage events about other keys', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderApp({ route: '/profile', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'ar' }));
    });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('sign-out', () => {
  it('sends the refresh token, clears the session and the pending cart state, and goes to /login', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/signout'), async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, user } = renderApp({ route: '/profile', user: 'user' });
    sessionStorage.setItem('pendingCartItem', '{}');
    sessionStorage.setItem('pendingCartTimestamp', '1');
    sessionStorage.setItem('redirectAfterAuth', '/cart');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(body).toEqual({ refreshToken: 'refresh-u-1001' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('signs out locally even when the server call fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post(apiPath('/auth/signout'), () => HttpResponse.error()));
    const { router, user } = renderApp({ route: '/profile', user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sign-out call failed'), expect.anything());
  });
});
