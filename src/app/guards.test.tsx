import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { SEED_ORDER_IDS } from '@/mocks/data/orders';
import { apiPath } from '@/mocks/utils';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';
import { storeSession } from '@/lib/session';
import { signToken } from '@/mocks/jwt';
import { requireGuest, requireRole } from './guards';
import { signInOnScreen } from '@/testing/sign-in';

const at = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;
const search = (router: ReturnType<typeof renderApp>['router']) => router.state.location.search;

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
    expect(requireRole('user', { status: 'valid', role: 'user' })).toEqual({ allow: true });
    expect(requireRole('user', { status: 'valid', role: 'admin' })).toEqual({ redirect: '/dashboard' });
    expect(requireRole('user', { status: 'valid', role: 'owner' })).toEqual({ redirect: '/dashboard' });
    expect(requireRole('admin', { status: 'valid', role: 'user' })).toEqual({ redirect: '/profile' });
    expect(requireRole('admin', { status: 'valid', role: 'owner' })).toEqual({ allow: true });
    expect(requireGuest({ status: 'guest', role: null })).toEqual({ allow: true });
    expect(requireGuest({ status: 'valid', role: 'admin' })).toEqual({ redirect: '/dashboard' });
    expect(requireGuest({ status: 'valid', role: 'owner' })).toEqual({ redirect: '/dashboard' });
    expect(requireGuest({ status: 'valid', role: 'user' })).toEqual({ redirect: '/profile' });
    expect(requireGuest({ status: 'invalid', role: null })).toEqual({ allow: true });
    // a shopper who is signing out is not remembered as the page to come back to
    expect(requireRole('user', { status: 'guest', role: null }, true)).toEqual({ redirect: '/login' });
    // a token the server has not said yes to opens no role-gated screen while the check gets no verdict
    expect(requireRole('admin', { status: 'unchecked', role: 'admin' })).toEqual({ unchecked: true });
    expect(requireRole('user', { status: 'unchecked', role: 'user' })).toEqual({ unchecked: true });
  });
});

// Issue 20.5: a token with a forged `admin` role is refused when validateToken answers, but while it answered 500,
// dropped or sent HTML, /dashboard said "Welcome back, Mallory".
describe('a session check with no verdict', () => {
  const html = () =>
    new HttpResponse('<html><body>Bad gateway</body></html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    });
  const noVerdict = [
    ['a 500', () => HttpResponse.json({ message: { en: 'Boom' } }, { status: 500 })],
    ['a dropped connection', () => HttpResponse.error()],
    ["a proxy's HTML page", html],
  ] as const;
  // The mock's tokens are signed with a key a forger does not have: the claims say admin, the signature is junk.
  const forgedAdmin = () => {
    const [header, ,] = signToken({
      id: 'u-1001',
      role: 'user',
      email: 'x@example.com',
      firstName: 'x',
    }).split('.');
    const payload = btoa(
      JSON.stringify({ sub: 'u-6666', role: 'admin', email: 'mallory@example.com', firstName: 'Mallory' }),
    ).replace(/=+$/, '');
    return `${header}.${payload}.forged`;
  };

  it.each(noVerdict)(
    'shows no staff screen to a forged admin token while the check gets %s',
    async (_, answer) => {
      storeSession(forgedAdmin());
      server.use(http.get(apiPath('/auth/validateToken'), answer));
      const { router } = renderApp({ route: '/dashboard' });
      expect(
        await screen.findByRole('heading', { name: 'We couldn’t check your session' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByText(/Welcome back, Mallory/)).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
      expect(at(router)).toBe('/dashboard');
    },
  );

  it('once the server answers, Try again sends the forged token to /login', async () => {
    storeSession(forgedAdmin());
    server.use(http.get(apiPath('/auth/validateToken'), () => HttpResponse.error()));
    const { router, user } = renderApp({ route: '/dashboard' });
    await screen.findByRole('heading', { name: 'We couldn’t check your session' });
    server.resetHandlers(); // the mock's own check: the signature is not its own, 401
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(at(router)).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText(/Welcome back, Mallory/)).not.toBeInTheDocument();
  });

  it.each(noVerdict)(
    'opens no account screen for a customer while the check gets %s; Try again opens it',
    async (_, answer) => {
      server.use(http.get(apiPath('/auth/validateToken'), answer));
      const { router, user } = renderApp({ route: '/profile', user: 'user' });
      expect(
        await screen.findByRole('heading', { name: 'We couldn’t check your session' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'My details' })).not.toBeInTheDocument();
      expect(screen.queryByText('noora@example.com')).not.toBeInTheDocument();
      // still signed in: nothing was said about her token
      expect(localStorage.getItem('token')).not.toBeNull();
      server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
      expect(at(router)).toBe('/profile');
    },
  );

  it('says it in Arabic too', async () => {
    await i18next.changeLanguage('ar');
    server.use(http.get(apiPath('/auth/validateToken'), () => HttpResponse.error()));
    renderApp({ route: '/ar/profile', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'تعذّر التحقق من جلستك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حاولي مرة أخرى' })).toBeInTheDocument();
    await i18next.changeLanguage('en');
  });

  it('keeps a session the server accepted earlier in the visit when a later check gets no verdict', async () => {
    const { router, user } = renderApp({ route: '/profile', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    server.use(http.get(apiPath('/auth/validateToken'), () => HttpResponse.error()));
    await user.click(screen.getAllByRole('link', { name: 'Help' })[0]!);
    await waitFor(() => expect(at(router)).toBe('/profile/help'));
    expect(await screen.findAllByRole('heading', { name: 'Help' })).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'We couldn’t check your session' })).not.toBeInTheDocument();
  });
});

// Issue 38: Go to cart waited for the guard's round trip to the server before her cached cart was drawn.
describe('a token the server accepted earlier in the visit', () => {
  it('opens the next protected page at once, checks beside it, and signs her out when the check says no', async () => {
    const { router, user } = renderApp({ route: '/profile', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    let answer: (valid: boolean) => void = () => undefined;
    const verdict = new Promise<boolean>((resolve) => (answer = resolve));
    server.use(
      http.get(apiPath('/auth/validateToken'), async () => HttpResponse.json({ success: await verdict })),
    );
    await user.click(screen.getAllByRole('link', { name: 'Help' })[0]!);
    // the page is there while the server has not answered yet
    expect(await screen.findAllByRole('heading', { name: 'Help' })).not.toHaveLength(0);
    expect(at(router)).toBe('/profile/help');
    answer(false);
    await waitFor(() => expect(at(router)).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });
});

describe('guarded routes', () => {
  it('sends a guest from a user route to /login and back there after sign-in', async () => {
    const { router, user } = renderApp({ route: '/profile/my-orders' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(at(router)).toBe('/login');
    expect(search(router)).toBe('?redirectTo=%2Fprofile%2Fmy-orders');
    await user.type(screen.getByLabelText('Email'), 'noora@example.com');
    await user.type(screen.getByLabelText('Password'), 'Tafseel#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(at(router)).toBe('/profile/my-orders'));
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
  });

  it.each([
    '/profile',
    '/profile/address',
    '/profile/measurements',
    '/profile/my-orders',
    '/profile/notifications',
    '/profile/settings',
    '/profile/payment-methods',
    '/dashboard',
  ])('sends a guest from %s to /login without asking the API for anything of hers', async (route) => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    try {
      const { router } = renderApp({ route });
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
      expect(at(router)).toBe('/login');
      expect(asked.filter((path) => /\/(user|admin)\//.test(path))).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
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
    // A seeded order of the mock: the summary is public, so a guest sees it.
    const { router } = renderApp({ route: `/order-summary/${SEED_ORDER_IDS.shipped}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order MTM-100232' })).toBeInTheDocument();
    expect(at(router)).toBe(`/order-summary/${SEED_ORDER_IDS.shipped}`);
  });
});

describe('guards in Arabic', () => {
  it('keeps /ar through the guard, the sign-in page and the way back', async () => {
    await i18next.changeLanguage('ar');
    const { router, user } = renderApp({ route: '/ar/profile/my-orders' });
    await waitFor(() => expect(at(router)).toBe('/ar/login'));
    expect(search(router)).toBe('?redirectTo=%2Far%2Fprofile%2Fmy-orders');
    await signInOnScreen(user);
    await waitFor(() => expect(at(router)).toBe('/ar/profile/my-orders'));
  });

  it.each([
    ['user', '/ar/login', '/ar/profile'],
    ['admin', '/ar/profile', '/ar/dashboard'],
    ['user', '/ar/dashboard', '/ar/profile'],
  ] as const)('sends a signed-in %s from %s to %s', async (role, route, target) => {
    const { router } = renderApp({ route, user: role });
    await waitFor(() => expect(at(router)).toBe(target));
  });

  it('sends an unknown /ar path to /ar/not-found and the reset steps to their Arabic twin', async () => {
    const view = renderApp({ route: '/ar/no/such/page' });
    await waitFor(() => expect(at(view.router)).toBe('/ar/not-found'));
    view.unmount();
    const { router } = renderApp({ route: '/ar/password-reset/otp' });
    await waitFor(() => expect(at(router)).toBe('/ar/password-reset/email'));
  });
});

describe('password reset steps', () => {
  it('sends a shopper without the email step from otp to the email step, remembering where she was', async () => {
    const { router } = renderApp({ route: '/password-reset/otp' });
    await waitFor(() => expect(at(router)).toBe('/password-reset/email'));
    expect(search(router)).toBe('?redirectTo=%2Fpassword-reset%2Fotp');
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
