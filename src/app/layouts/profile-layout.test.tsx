import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const SCREENS = [
  'My details',
  'My orders',
  'My measurements',
  'Addresses',
  'Payment methods',
  'Notifications',
  'Settings',
  'Password change',
  'Help',
];

describe('the account layout', () => {
  it('lists every account screen and Sign out, the current one marked', async () => {
    renderApp({ route: '/profile/measurements', user: 'user' });
    await screen.findByRole('heading', { level: 2, name: 'My measurements' });
    // the desktop list
    // (jsdom has no CSS: the phone's nav is there too, its list closed)
    const nav = screen
      .getAllByRole('navigation', { name: 'Account' })
      .find((element) => within(element).queryByRole('button', { name: /Account menu/ }) === null)!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SCREENS);
    expect(within(nav).getByRole('link', { name: 'My measurements' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('on a phone, a compact menu names the current screen and opens and closes from the keyboard', async () => {
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await screen.findByRole('heading', { level: 2, name: 'Addresses' });
    const menu = screen.getByRole('button', { name: /Account menu/ });
    expect(menu).toHaveTextContent('Addresses');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const phoneNav = screen
      .getAllByRole('navigation', { name: 'Account' })
      .find((element) => within(element).queryByRole('button', { name: /Account menu/ }))!;
    // closed: its links are hidden
    expect(within(phoneNav).queryAllByRole('link')).toHaveLength(0);
    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = within(phoneNav);
    expect(list.getAllByRole('link')).toHaveLength(SCREENS.length);
    expect(list.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await user.click(list.getByRole('link', { name: 'Password change' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Password change' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveTextContent('Password change');
  });
});
