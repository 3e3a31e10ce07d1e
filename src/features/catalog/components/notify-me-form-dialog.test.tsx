import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { notifyRequests } from '@/mocks/handlers/catalog';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';

const eventually = (check: () => unknown) => waitFor(check);

async function openDialog() {
  const view = renderApp({ route: '/products?category=abayas' });
  await view.user.click(await screen.findByRole('button', { name: 'Notify me: Dana Pleated Abaya' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tell me when it is back' });
  return { ...view, dialog };
}

// Compile the lazy screens before the clock starts: on a busy machine the first render would time out.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/products'),
    import('./product-list'),
    import('./notify-me-form-dialog'),
  ]);
}, 60_000);

describe('notify-me dialog', () => {
  it('bounds the name and the email next to the fields, in both languages, and sends nothing', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/notify')) sent += 1;
    });
    const { user, dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Your name'), { target: { value: 'M'.repeat(10_000) } });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: `${'m'.repeat(250)}@example.com` },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    await eventually(() =>
      expect(within(dialog).getByLabelText('Your name')).toHaveAccessibleDescription(
        'Please keep your name to 50 characters or fewer',
      ),
    );
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      'An email address has at most 254 characters',
    );
    await act(() => i18next.changeLanguage('ar'));
    expect(await within(dialog).findByText('يرجى ألا يزيد الاسم على 50 حرفاً')).toBeInTheDocument();
    expect(within(dialog).getByText('لا يزيد البريد الإلكتروني على 254 حرفاً')).toBeInTheDocument();
    expect(sent).toBe(0);
    server.events.removeAllListeners();
  });

  it('sends one request when the button is pressed twice in the same task', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Your name'), 'Maryam');
    await user.type(within(dialog).getByLabelText('Email'), 'maryam@example.com');
    const button = within(dialog).getByRole('button', { name: 'Notify me' });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- both presses must land before React re-renders
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(
      await screen.findByText('Thank you! We will email you when Dana Pleated Abaya is back.'),
    ).toBeInTheDocument();
    expect(notifyRequests.all()).toHaveLength(1);
  });
});
