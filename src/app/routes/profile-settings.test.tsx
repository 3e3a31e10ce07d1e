import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const EMAILS = 'Offers and new collections by email';
const SMS = 'Order updates by SMS';

describe('settings screen', () => {
  it('shows her two settings as labelled switches with a line on each (the mock customer: SMS on, emails off)', async () => {
    renderApp({ route: '/profile/settings', user: 'user' });
    const emails = await screen.findByRole('switch', { name: EMAILS });
    const sms = screen.getByRole('switch', { name: SMS });
    expect(emails).not.toBeChecked();
    expect(sms).toBeChecked();
    expect(emails).toHaveAccessibleDescription('Now and then: new pieces, offers and events.');
    expect(sms).toHaveAccessibleDescription(
      'A text message when your order is confirmed, shipped and delivered.',
    );
  });

  it('saves a switch at once with the whole object, and the server keeps it', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/user/settings'))
        bodies.push(await request.clone().json());
    });
    const { user, unmount } = renderApp({ route: '/profile/settings', user: 'user' });
    await user.click(await screen.findByRole('switch', { name: EMAILS }));
    expect(screen.getByRole('switch', { name: EMAILS })).toBeChecked();
    await waitFor(() => expect(bodies).toEqual([{ marketingEmails: true, orderUpdatesBySms: true }]));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: EMAILS })).not.toHaveAttribute('aria-busy'),
    );
    server.events.removeAllListeners();
    unmount();
    renderApp({ route: '/profile/settings', user: 'user' });
    expect(await screen.findByRole('switch', { name: EMAILS })).toBeChecked();
  });

  it('puts a switch back and says why when its save fails', async () => {
    server.use(
      http.put(apiPath('/user/settings'), async () => {
        await delay(50);
        return HttpResponse.json({ message: { en: 'Server trouble' } }, { status: 500 });
      }),
    );
    const { user } = renderApp({ route: '/profile/settings', user: 'user' });
    const sms = await screen.findByRole('switch', { name: SMS });
    await user.click(sms);
    expect(sms).not.toBeChecked();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save this change, so it is back as it was. Please try again.',
    );
    expect(sms).toBeChecked();
  });

  it('sends one request at a time per switch, and a failed one never rides in the other’s body', async () => {
    const bodies: unknown[] = [];
    let first = true;
    server.use(
      http.put(apiPath('/user/settings'), async ({ request }) => {
        const body = (await request.json()) as Record<string, boolean>;
        bodies.push(body);
        await delay(100);
        if (first) {
          first = false;
          return HttpResponse.json({ message: { en: 'Server trouble' } }, { status: 500 });
        }
        return HttpResponse.json({ settings: body });
      }),
    );
    const { user } = renderApp({ route: '/profile/settings', user: 'user' });
    const emails = await screen.findByRole('switch', { name: EMAILS });
    const sms = screen.getByRole('switch', { name: SMS });
    await user.click(emails); // fails
    await user.click(emails); // ignored: its save is still on its way
    await user.click(sms); // waits for the first, then goes without the failed change
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { marketingEmails: true, orderUpdatesBySms: true },
      { marketingEmails: false, orderUpdatesBySms: false },
    ]);
    await waitFor(() => expect(sms).not.toHaveAttribute('aria-busy'));
    expect(emails).not.toBeChecked();
    expect(sms).not.toBeChecked();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says it is loading, then the settings could not be read, and tries again on request', async () => {
    let failing = true;
    server.use(
      http.get(apiPath('/user/settings'), async () => {
        await delay(100);
        if (failing) return HttpResponse.error();
        return HttpResponse.json({ settings: { marketingEmails: true, orderUpdatesBySms: false } });
      }),
    );
    const { user } = renderApp({ route: '/profile/settings', user: 'user' });
    expect(await screen.findByText('Loading your settings…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your settings.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: EMAILS })).toBeChecked();
  });

  it('speaks Arabic on an Arabic page', async () => {
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/profile/settings', user: 'user' });
    expect(
      await screen.findByRole('switch', { name: 'العروض والتشكيلات الجديدة بالبريد الإلكتروني' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'تحديثات الطلب برسالة نصية' })).toBeChecked();
  });
});
