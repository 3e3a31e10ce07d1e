import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
});
