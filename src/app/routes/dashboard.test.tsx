import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const summary = { openOrders: 12, ordersToday: 3, revenueToday: 145.5, currency: 'BHD' };
const serve = () => server.use(http.get(apiPath('/admin/summary'), () => HttpResponse.json({ summary })));

const KEYS: Record<string, string> = {
  'Open orders': 'openOrders',
  'Orders today': 'ordersToday',
  'Revenue today': 'revenueToday',
  'إيرادات اليوم': 'revenueToday',
};
/** The figure of a card, checked to be under its label. */
const figure = (label: string) => {
  const card = screen.getByTestId(`stat-${KEYS[label]}`);
  expect(within(card).getByRole('term')).toHaveTextContent(label);
  return within(card).getAllByRole('definition')[0]!;
};

describe('dashboard', () => {
  it('shows an admin today’s three figures, the revenue in its currency', async () => {
    serve();
    renderApp({ route: '/dashboard', user: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByText('Open orders');
    expect(figure('Open orders')).toHaveTextContent('12');
    expect(figure('Orders today')).toHaveTextContent('3');
    expect(figure('Revenue today')).toHaveTextContent('BHD 145.500');
  });

  it('opens for the owner too, with the mock’s own figures', async () => {
    renderApp({ route: '/dashboard', user: 'owner' });
    await screen.findByText('Revenue today');
    expect(figure('Revenue today')).toHaveTextContent(/^BHD \d+\.\d{3}$/);
    expect(figure('Open orders')).toHaveTextContent(/^\d+$/);
  });

  it('writes the figures for an Arabic page', async () => {
    serve();
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/dashboard', user: 'admin' });
    await screen.findByText('إيرادات اليوم');
    expect(figure('إيرادات اليوم')).toHaveTextContent(/145\.500/);
    expect(figure('إيرادات اليوم')).toHaveTextContent('د.ب.');
  });

  it('says it is loading, then that the figures could not be read, and tries again on request', async () => {
    let failing = true;
    server.use(
      http.get(apiPath('/admin/summary'), async () => {
        await delay(100);
        if (failing) return new HttpResponse('<html>502</html>', { status: 502 });
        return HttpResponse.json({ summary });
      }),
    );
    const { user } = renderApp({ route: '/dashboard', user: 'admin' });
    expect(await screen.findByText('Loading today’s figures…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load today’s figures.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Open orders');
    expect(figure('Open orders')).toHaveTextContent('12');
  });

  it('signs the admin out', async () => {
    serve();
    const { user, router } = renderApp({ route: '/dashboard', user: 'admin' });
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a customer to her profile, and keeps an admin out of the profile', async () => {
    const view = renderApp({ route: '/dashboard', user: 'user' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
    view.unmount();
    localStorage.clear();

    const { router } = renderApp({ route: '/profile/notifications', user: 'admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
