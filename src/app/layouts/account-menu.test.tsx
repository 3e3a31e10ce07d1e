import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { server } from '@/mocks/node';
import { getQueryClient } from '@/lib/query-client';
import { renderApp } from '@/testing/render-app';

const notificationCalls = () => {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/user/notifications')) calls.push(request.method);
  });
  return calls;
};

describe('account menu', () => {
  it('leads a customer to every screen of her account, with her unread count, and asks for it only when opened', async () => {
    const calls = notificationCalls();
    const { user } = renderApp({ route: '/', user: 'user' });
    const trigger = await screen.findByRole('button', { name: /My account/ });
    expect(calls).toEqual([]);
    await user.click(trigger);
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/profile',
      '/profile/my-orders',
      '/profile/address',
      '/profile/measurements',
      '/profile/notifications',
      '/profile/settings',
      '/profile/payment-methods',
      '/profile/help',
    ]);
    expect(links.map((l) => l.textContent?.trim())).toEqual([
      'My details',
      'My orders',
      'Addresses',
      'My measurements',
      expect.stringMatching(/^Notifications/),
      'Settings',
      'Payment methods',
      'Help',
    ]);
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(await within(menu).findByRole('link', { name: /^Notifications \d+ unread$/ })).toBeInTheDocument();
    expect(calls).toEqual(['GET']);
    server.events.removeAllListeners();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user } = renderApp({ route: '/', user: 'user' });
    const trigger = await screen.findByRole('button', { name: /My account/ });
    await user.click(trigger);
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    await user.tab();
    expect(within(menu).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes her to a screen and closes', async () => {
    const { user, router } = renderApp({ route: '/', user: 'user' });
    await user.click(await screen.findByRole('button', { name: /My account/ }));
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/settings'));
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
    // opened again, it says where she is
    await user.click(screen.getByRole('button', { name: /My account/ }));
    const again = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(again).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(again).getByRole('link', { name: 'My details' })).not.toHaveAttribute('aria-current');
  });

  it('gives an admin the dashboard and sign-out only, and never asks for notifications', async () => {
    const calls = notificationCalls();
    const { user } = renderApp({ route: '/', user: 'admin' });
    await user.click(await screen.findByRole('button', { name: /My account/ }));
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/dashboard']);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });

  it('keeps the language in its links on an Arabic page', async () => {
    await act(() => i18next.changeLanguage('ar'));
    const { user } = renderApp({ route: '/', user: 'user' });
    await user.click(await screen.findByRole('button', { name: /حسابي/ }));
    const menu = await screen.findByRole('navigation', { name: 'حسابي' });
    expect(within(menu).getByRole('link', { name: 'طرق الدفع' })).toHaveAttribute(
      'href',
      '/ar/profile/payment-methods',
    );
  });
  it('greets her by the name she saved in her details, not the one in her token', async () => {
    const { user } = renderApp({ route: '/', user: 'user' });
    await user.click(await screen.findByRole('button', { name: /My account/ }));
    expect(await screen.findByText(/Noora/)).toBeInTheDocument();
    const profile = await import('@/features/profile/api/get-profile');
    const saved = await getQueryClient().fetchQuery(profile.getProfileQueryOptions());
    act(() => {
      getQueryClient().setQueryData(profile.profileQueryKey, { ...saved, firstName: 'Nour' });
    });
    expect(await screen.findByText(/Nour\b/)).toBeInTheDocument();
    expect(screen.queryByText(/Noora/)).not.toBeInTheDocument();
  });
});
