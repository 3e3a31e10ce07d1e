import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { users, type DbUser } from '@/mocks/data/users';
import { signToken } from '@/mocks/jwt';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/lib/session';

export type TestUser = null | 'user' | 'admin' | 'owner';

/** Signs a seeded account in, the way a successful sign-in leaves storage. */
export function signInAs(role: Exclude<TestUser, null>): DbUser {
  const user = users.find((u) => u.role === role);
  if (!user) throw new Error(`no seeded ${role}`);
  storeSession(signToken(user), `refresh-${user.id}`);
  return user;
}

/**
 * Renders the whole shop (real providers, routes, guards, a fresh QueryClient without retries) at a route.
 * `user: null` means a guest.
 */
export function renderApp({
  route = '/',
  user = null,
  state,
}: { route?: string; user?: TestUser; state?: unknown } = {}) {
  if (user) signInAs(user);
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(routes, {
    initialEntries: [state === undefined ? route : { pathname: route, state }],
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
