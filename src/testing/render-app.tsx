import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  type To,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { users, type DbUser } from '@/mocks/data/users';
import { signToken } from '@/mocks/jwt';
import { createQueryClient, setQueryClient } from '@/lib/query-client';
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
 * Renders the whole shop (real providers, routes, guards, a fresh QueryClient without retries) at a route,
 * under the same history-driven router as the browser's, with the history in memory.
 * `user: null` means a guest. `router.state.location` is where the shop is now; `router.navigate` moves it.
 */
export function renderApp({
  route = '/',
  user = null,
  state,
}: { route?: string; user?: TestUser; state?: unknown } = {}) {
  if (user) signInAs(user);
  const queryClient = createQueryClient({ retry: false });
  setQueryClient(queryClient);
  const history = createMemoryHistory({
    initialEntries: [state === undefined ? route : { pathname: route, state }],
    v5Compat: true,
  });
  const router = {
    get state() {
      return { location: history.location };
    },
    navigate(to: To) {
      history.push(to);
      return Promise.resolve();
    },
  };
  const view = render(
    <AppProviders>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
