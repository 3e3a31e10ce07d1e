import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { getLastResetCode } from '@/mocks/handlers/auth';
import { apiPath } from '@/mocks/utils';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';

describe('password reset', () => {
  it(
    'walks email → code → new password, then locks every step and signs in with the new password',
    { timeout: 30_000 },
    async () => {
      const { user, router } = renderApp({ route: '/login' });
      await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
      await screen.findByRole('heading', { name: 'Reset your password' });
      await user.type(screen.getByLabelText('Email'), 'noora@example.com');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/password-reset/otp'));

      await user.type(await screen.findByLabelText('Verification code'), '12345');
      await user.click(screen.getByRole('button', { name: 'Verify code' }));
      expect(await screen.findByText('The code must be exactly 6 characters')).toBeInTheDocument();

      const code = getLastResetCode('noora@example.com') ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      await user.clear(screen.getByLabelText('Verification code'));
      await user.type(screen.getByLabelText('Verification code'), wrong);
      await user.click(screen.getByRole('button', { name: 'Verify code' }));
      expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();

      await user.clear(screen.getByLabelText('Verification code'));
      await user.type(screen.getByLabelText('Verification code'), code);
      await user.click(screen.getByRole('button', { name: 'Verify code' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/password-reset/new-password'));

      await user.type(await screen.findByLabelText('New password'), 'Fresh#Start9');
      await user.type(screen.getByLabelText('Confirm password'), 'Fresh#Start9');
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(
        await screen.findByText('Your password has been changed. Sign in with your new password.'),
      ).toBeInTheDocument();

      // Done: only the lock is left, neither her email nor the reset token.
      expect(JSON.parse(sessionStorage.getItem('passwordReset') ?? 'null')).toEqual({ completed: true });

      await router.navigate('/password-reset/otp');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await screen.findByRole('heading', { name: 'Welcome back' });

      await user.type(screen.getByLabelText('Email'), 'noora@example.com');
      await user.type(screen.getByLabelText('Password'), 'Fresh#Start9');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it("shows the server's message when too many codes were asked for", async () => {
    server.use(
      http.post(apiPath('/auth/password-reset/request'), () =>
        HttpResponse.json(
          { message: { en: 'Too many requests. Please wait a few minutes and try again.' } },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderApp({ route: '/password-reset/email' });
    await user.type(await screen.findByLabelText('Email'), 'noora@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Too many requests. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('noora@example.com');
  });

  const midFlow = {
    email: 'noora@example.com',
    emailDone: true,
    otpDone: true,
    resetToken: 'reset-token-123',
  };
  const stored = () => sessionStorage.getItem('passwordReset');

  it.each([
    ['goes back to sign in', 'Back to sign in'],
    ['goes to the home page', 'Tafseel'],
  ])('forgets her email and the reset token when she %s mid-flow', async (_label, link) => {
    sessionStorage.setItem('passwordReset', JSON.stringify(midFlow));
    const { user, router } = renderApp({ route: '/password-reset/new-password' });
    await screen.findByLabelText('New password');
    expect(stored()).toContain('reset-token-123');
    await user.click(screen.getAllByRole('link', { name: link })[0]!);
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/password-reset/));
    await waitFor(() => expect(stored()).toBeNull());

    // The steps are forgotten too: the new-password step is closed again.
    await router.navigate('/password-reset/new-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-reset/email'));
  });

  it('keeps the steps while she moves between them, and through a reload of a step', async () => {
    sessionStorage.setItem('passwordReset', JSON.stringify({ email: 'noora@example.com', emailDone: true }));
    renderApp({ route: '/password-reset/otp' });
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(JSON.parse(stored() ?? 'null')).toEqual({ email: 'noora@example.com', emailDone: true });
  });

  it('starts over clean on the first step: the form keeps her email, storage drops the token', async () => {
    sessionStorage.setItem('passwordReset', JSON.stringify(midFlow));
    renderApp({ route: '/password-reset/email' });
    expect(await screen.findByLabelText('Email')).toHaveValue('noora@example.com');
    await waitFor(() => expect(stored()).toBeNull());
  });

  it("forgets them when she starts over with 'Use a different email'", async () => {
    sessionStorage.setItem('passwordReset', JSON.stringify({ email: 'noora@example.com', emailDone: true }));
    const { user, router } = renderApp({ route: '/password-reset/otp' });
    await user.click(await screen.findByRole('link', { name: 'Use a different email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-reset/email'));
    expect(stored()).toBeNull();
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });

  it('refuses an over-long email next to the field, in both languages, and sends nothing', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/password-reset/')) sent += 1;
    });
    const { user } = renderApp({ route: '/password-reset/email' });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: `${'n'.repeat(300)}@example.com` },
    });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An email address has at most 254 characters',
      ),
    );
    await act(() => i18next.changeLanguage('ar'));
    expect(await screen.findByText('لا يزيد البريد الإلكتروني على 254 حرفاً')).toBeInTheDocument();
    expect(sent).toBe(0);
    server.events.removeAllListeners();
  });

  it('asks for one code when the button is pressed twice in the same task', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/password-reset/request')) sent += 1;
    });
    const { user, router } = renderApp({ route: '/password-reset/email' });
    await user.type(await screen.findByLabelText('Email'), 'noora@example.com');
    const button = screen.getByRole('button', { name: 'Send code' });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- both presses must land before React re-renders
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-reset/otp'));
    expect(sent).toBe(1);
    server.events.removeAllListeners();
  });
});
