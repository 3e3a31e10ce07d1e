import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { users } from '@/mocks/data/users';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const SEED_PASSWORD = 'Tafseel#2026';
const noora = () => users.find((u) => u.id === 'u-1001')!;

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: { current: string; next: string; confirm: string },
) {
  await user.type(await screen.findByLabelText('Current password'), values.current);
  await user.type(screen.getByLabelText('New password'), values.next);
  await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Password change', () => {
  it('changes her password, says so and clears the fields', async () => {
    const { user } = renderApp({ route: '/profile/password-change', user: 'user' });
    await fill(user, { current: SEED_PASSWORD, next: 'Abaya#2027', confirm: 'Abaya#2027' });
    expect(
      await screen.findAllByText('Your password has been changed. Use the new one next time you sign in.'),
    ).not.toHaveLength(0);
    expect(noora().password).toBe('Abaya#2027');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('says "Passwords must match" and spec 5’s rules before calling', async () => {
    const { user } = renderApp({ route: '/profile/password-change', user: 'user' });
    await fill(user, { current: SEED_PASSWORD, next: 'abaya', confirm: 'abayb' });
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(noora().password).toBe(SEED_PASSWORD);
  });

  it('puts a wrong current password (400) next to that field, keeping what she typed', async () => {
    const { user } = renderApp({ route: '/profile/password-change', user: 'user' });
    await fill(user, { current: 'Wrong#2026', next: 'Abaya#2027', confirm: 'Abaya#2027' });
    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription('Your current password is not correct.');
    expect(current).toHaveFocus();
    expect(current).toHaveValue('Wrong#2026');
    expect(screen.getByLabelText('New password')).toHaveValue('Abaya#2027');
  });

  it('puts the server’s 422 on the new password next to it', async () => {
    const { user } = renderApp({ route: '/profile/password-change', user: 'user' });
    await fill(user, { current: SEED_PASSWORD, next: SEED_PASSWORD, confirm: SEED_PASSWORD });
    const next = screen.getByLabelText('New password');
    expect(
      await screen.findAllByText('Choose a new password different from the current one.'),
    ).not.toHaveLength(0);
    expect(next).toHaveAccessibleDescription('Choose a new password different from the current one.');
  });

  it('keeps what she typed when the server fails, and a second try works', async () => {
    let down = true;
    server.use(
      http.post(apiPath('/user/password-change'), () =>
        down ? HttpResponse.json({ message: { en: 'Server trouble.' } }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp({ route: '/profile/password-change', user: 'user' });
    await fill(user, { current: SEED_PASSWORD, next: 'Abaya#2027', confirm: 'Abaya#2027' });
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Server trouble.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Abaya#2027');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findAllByText('Your password has been changed. Use the new one next time you sign in.'),
    ).not.toHaveLength(0);
  });

  it('speaks Arabic under /ar', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/profile/password-change', user: 'user' });
    expect(await screen.findByLabelText('كلمة المرور الحالية')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'غيّري كلمة المرور' })).toBeInTheDocument();
  });
});
