import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath } from '@/mocks/utils';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';
import { requireGuest, requireRole } from './guards';

const at = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('guard rules (spec 2)', () => {
  it('decides every role rule as the spec says', () => {
    expect(requireRole('user', { status: 'guest', role: null })).toEqual({
      redirect: '/login',
      rememberFrom: true,
    });
    expect(requireRole('user', { status: 'invalid', role: 'user' })).toEqual({
      redirect: '/login',
      rememberFrom: true,
    });
    expect(requireRole('user', { status: 'validating', role: 'user' })).toEqual({ wait: true });
    expect(requireRole('user', { status: 'valid', role: 'user' })).toEqual({ allow: true });
    expect(requireRole('user', { status: 'valid', role: 'admin' })).toEqual({ redirect: '/dashboard' });
    expect(requireRole('user', { status: 'valid', role: 'owner' })).toEqual({ redirect: '/dashboard' });
    expect(requireRole('admin', { status: 'valid', role: 'user' })).toEqual({ redirect: '/profile' });
    expect(requireRole('admin', { status: 'valid', role: 'owner' })).toEqual({ allow: true });
    expect(requireGuest({ status: 'guest', role: null })).toEqual({ allow: true });
    expect(requireGuest({ status: 'valid', role: 'admin' })).toEqual({ redirect: '/dashboard' });
    expect(requireGuest({ status: 'valid', role: 'owner' })).toEqual({ redirect: '/dashboard' });
    expect(requireGuest({ status: 'valid', role: 'user' })).toEqual({ redirect: '/profile' });
    // while a sign-out brings her to /login, before her token is cleared
    expect(requireGuest({ status: 'valid', role: 'user' }, null, true)).toEqual({ allow: true });
    // right after signing in on /login, the guard sends her where the form asked instead
    expect(requireGuest({ status: 'validating', role: 'user' }, { to: '/products/3' })).toEqual({
      redirect: '/products/3',
      state: undefined,
    });
  });
});

describe('guarded routes', () => {
  it('sends a guest from a user route to /login and back there after sign-in', async () => {
    const { router, user } = renderApp({ route: '/profile/my-orders' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(at(router)).toBe('/login');
    await user.type(screen.getByLabelText('Email'), 'noora@example.com');
    await user.type(screen.getByLabelText('Password'), 'Tafseel#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(at(router)).toBe('/profile/my-orders'));
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
  });

  it('sends a guest from the dashboard to /login', async () => {
    const { router } = renderApp({ route: '/dashboard' });
    await waitFor(() => expect(at(router)).toBe('/login'));
  });

  it('shows the full-screen spinner while the token is being validated', async () => {
    server.use(
      http.get(apiPath('/auth/validateToken'), async () => {
        await delay(150);
        return HttpResponse.json({ success: true });
      }),
    );
    renderApp({ route: '/profile', user: 'user' });
    expect(await screen.findByTestId('full-screen-spinner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    expect(screen.queryByTestId('full-screen-spinner')).not.toBeInTheDocument();
  });

  it.each(['admin', 'owner'] as const)('sends an %s from user routes to the dashboard', async (role) => {
    const { router } = renderApp({ route: '/profile', user: role });
    await waitFor(() => expect(at(router)).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a user from the admin dashboard to her profile', async () => {
    const { router } = renderApp({ route: '/dashboard', user: 'user' });
    await waitFor(() => expect(at(router)).toBe('/profile'));
  });

  it.each([
    ['user', '/login', '/profile'],
    ['user', '/register', '/profile'],
    ['admin', '/login', '/dashboard'],
    ['owner', '/register', '/dashboard'],
  ] as const)('sends a signed-in %s away from %s to %s', async (role, route, target) => {
    const { router } = renderApp({ route, user: role });
    await waitFor(() => expect(at(router)).toBe(target));
  });

  it('sends a shopper whose token fails validation to /login, signed out', async () => {
    server.use(http.get(apiPath('/auth/validateToken'), () => HttpResponse.json({ success: false })));
    const { router } = renderApp({ route: '/profile', user: 'user' });
    await waitFor(() => expect(at(router)).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('treats a 401 from validation as invalid too', async () => {
    server.use(
      http.get(apiPath('/auth/validateToken'), () =>
        HttpResponse.json({ message: { en: 'Expired' } }, { status: 401 }),
      ),
    );
    const { router } = renderApp({ route: '/dashboard', user: 'admin' });
    await waitFor(() => expect(at(router)).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('redirects an unknown path to a real 404 page with a way home', async () => {
    const { router } = renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that page' })).toBeInTheDocument();
    expect(at(router)).toBe('/not-found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('leaves public routes open to guests, the order summary included', async () => {
    const { router } = renderApp({ route: '/order-summary/8f14e45f-ceea-467f-a0e6-0b0c3c8f5a1e' });
    expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
    expect(at(router)).toBe('/order-summary/8f14e45f-ceea-467f-a0e6-0b0c3c8f5a1e');
  });
});

describe('password reset steps', () => {
  it('sends a shopper without the email step from otp to the email step, remembering where she was', async () => {
    const { router } = renderApp({ route: '/password-reset/otp' });
    await waitFor(() => expect(at(router)).toBe('/password-reset/email'));
    expect(router.state.location.state).toEqual({ from: '/password-reset/otp' });
  });

  it('sends a shopper without the otp step from new-password to the email step', async () => {
    sessionStorage.setItem('passwordReset', JSON.stringify({ email: 'noora@example.com', emailDone: true }));
    const { router } = renderApp({ route: '/password-reset/new-password' });
    await waitFor(() => expect(at(router)).toBe('/password-reset/email'));
  });

  it.each(['/password-reset/email', '/password-reset/otp', '/password-reset/new-password'])(
    'sends every step, %s included, to /login once the reset is complete',
    async (route) => {
      sessionStorage.setItem('passwordReset', JSON.stringify({ completed: true }));
      const { router } = renderApp({ route });
      await waitFor(() => expect(at(router)).toBe('/login'));
    },
  );

  it('ignores a tampered reset state in storage', async () => {
    sessionStorage.setItem('passwordReset', '{"emailDone":"yes"');
    const { router } = renderApp({ route: '/password-reset/otp' });
    await waitFor(() => expect(at(router)).toBe('/password-reset/email'));
  });
});
