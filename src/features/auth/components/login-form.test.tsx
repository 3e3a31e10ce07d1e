import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { i18next } from '@/lib/i18n';
import { apiPath } from '@/mocks/utils';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('signs a customer in and sends her home when she came from nowhere', async () => {
    const { user, router } = renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn(user, 'noora@example.com', 'Tafseel#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(localStorage.getItem('refreshToken')).toBeTruthy();
  });

  it("shows 'Invalid email or password.' from the server and keeps her email", async () => {
    const { user } = renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn(user, 'noora@example.com', 'wrong');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('noora@example.com');
  });

  it("shows the server's Arabic message in Arabic", async () => {
    await act(() => i18next.changeLanguage('ar'));
    const { user } = renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'أهلاً بعودتك' });
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'noora@example.com');
    await user.type(screen.getByLabelText('كلمة المرور'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني أو كلمة المرور غير صحيحة.')).toBeInTheDocument();
  });

  it('shows the generic message when the server gives none, or cannot be reached', async () => {
    server.use(http.post(apiPath('/auth/signin'), () => new HttpResponse('oops', { status: 500 })));
    const { user } = renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn(user, 'noora@example.com', 'Tafseel#2026');
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    server.use(http.post(apiPath('/auth/signin'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText('An error occurred. Please try again.')).toHaveLength(1));
  });

  it('validates before calling the server, in both languages', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(request.url));
    const { user } = renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await user.type(screen.getByLabelText('Email'), 'noora@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('ar'));
    expect(await screen.findByText('البريد الإلكتروني غير صالح')).toBeInTheDocument();
    expect(screen.getByText('هذا الحقل مطلوب')).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue('noora@');
    expect(calls.filter((u) => u.includes('/auth/signin'))).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it('refuses an over-long email and password next to the fields, in both languages, and sends nothing', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(request.url));
    const { user } = renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: `${'n'.repeat(10_000)}@example.com` },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x'.repeat(129) } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('An email address has at most 254 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'An email address has at most 254 characters',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at most 128 characters',
    );
    await act(() => i18next.changeLanguage('ar'));
    expect(await screen.findByText('لا يزيد البريد الإلكتروني على 254 حرفاً')).toBeInTheDocument();
    expect(screen.getByText('يجب ألا تزيد كلمة المرور على 128 حرفاً')).toBeInTheDocument();
    expect(calls.filter((u) => u.includes('/auth/signin'))).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it('sends one request when the button is pressed twice in the same task', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/signin')) sent += 1;
    });
    const { user, router } = renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await user.type(screen.getByLabelText('Email'), 'noora@example.com');
    await user.type(screen.getByLabelText('Password'), 'Tafseel#2026');
    const button = screen.getByRole('button', { name: 'Sign in' });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- both presses must land before React re-renders
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toBe(1);
    server.events.removeAllListeners();
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/profile',
    'javascript:alert(1)',
    '/.//evil.com',
    '/%2e//evil.com',
    '/a/..//evil.com/x',
  ])('never follows the hostile return target %j, going home instead', async (from) => {
    const { user, router } = renderApp({ route: '/login', state: { from } });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn(user, 'noora@example.com', 'Tafseel#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('refuses a hostile return target read back from session storage', async () => {
    sessionStorage.setItem('redirectAfterAuth', '//evil.example');
    const { user, router } = renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn(user, 'noora@example.com', 'Tafseel#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('redirectAfterAuth')).toBeNull();
  });

  it('carries the pending-cart flag back to the page she came from', async () => {
    const { user, router } = renderApp({
      route: '/login',
      state: { from: '/products/7', pendingCartItem: true },
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn(user, 'noora@example.com', 'Tafseel#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/7'));
    expect(router.state.location.state).toEqual({ pendingCartItem: true });
  });

  it("keeps the return target when she moves on to 'Create account'", async () => {
    const { user, router } = renderApp({ route: '/login', state: { from: '/cart' } });
    await user.click(await screen.findByRole('link', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.state).toEqual({ from: '/cart' });
  });
});

describe('Google sign-in', () => {
  it('saves the return URL and sends the browser to the API Google endpoint', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderApp({ route: '/login', state: { from: '/products/3?colour=2' } });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(sessionStorage.getItem('redirectAfterAuth')).toBe('/products/3?colour=2');
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0], 'http://shop.test');
    expect(url.pathname).toBe('/api/v1/auth/auth/google');
  });

  // Issue 36, finding 1: from /ar/login with nowhere to go back to, the saved target was a plain '/', the English home.
  it('comes back to the home page of her language when she came from nowhere', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await act(() => i18next.changeLanguage('ar'));
    const { user } = renderApp({ route: '/ar/login' });
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول عبر Google' }));
    expect(sessionStorage.getItem('redirectAfterAuth')).toBe('/ar');
  });

  it('comes back to the Arabic account page that sent her to sign in', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await act(() => i18next.changeLanguage('ar'));
    const { user } = renderApp({ route: '/ar/login?redirectTo=%2Far%2Fprofile%2Faddress' });
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول عبر Google' }));
    expect(sessionStorage.getItem('redirectAfterAuth')).toBe('/ar/profile/address');
  });

  it('sends a fresh random state with each attempt and keeps it in this tab for the callback', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderApp({ route: '/login' });
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await user.click(button);
    await user.click(button);
    const states = assign.mock.calls.map(([href]) =>
      new URL(href, 'http://shop.test').searchParams.get('state'),
    );
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(states[0]).not.toBe(states[1]);
    // the attempt that counts is the last one
    expect(sessionStorage.getItem('googleAuthState')).toBe(states[1]);
  });
});
