import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/lib/session';
import { signToken } from '@/mocks/jwt';
import { AppErrorBoundary, RouteErrorPage } from './error-boundary';
import { AppProviders } from './providers';

const token = signToken({ id: 'u-1001', role: 'user', email: 'noora@example.com', firstName: 'Noora' });

function Boom(): never {
  throw new Error(`render failed with ${localStorage.getItem('token')} at line 42`);
}

describe('error boundaries', () => {
  it('shows a friendly page with Try again and a way home when a screen crashes, and no stack or token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession(token);
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toContain(token);
    expect(document.body.textContent).not.toContain('line 42');
    expect(logged).toHaveBeenCalled();
  });

  it('lets the shopper try again after a crash outside the routes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('first render fails');
      return <p>Back to normal</p>;
    }
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Back to normal')).toBeInTheDocument();
  });
});
