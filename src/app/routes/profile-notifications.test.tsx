import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const ORDER_ID = '9a1d7e54-2c3b-4f86-a0e9-5b7c1d3f8a42';

const list = [
  {
    id: 1,
    title: { en: 'Order placed', ar: 'تم تسجيل طلبكِ' },
    body: { en: 'Order MTM-1 is waiting for your payment.', ar: 'الطلب MTM-1 بانتظار الدفع.' },
    createdAt: '2026-11-01T09:00:00.000Z',
    read: true,
    orderId: ORDER_ID,
  },
  {
    id: 3,
    title: { en: 'Shipped <b>today</b>', ar: 'انشحن طلبكِ' },
    body: { en: 'Order MTM-1 is on its way.', ar: 'طلبكِ MTM-1 في الطريق.' },
    createdAt: '2026-11-20T15:30:00.000Z',
    read: false,
    orderId: ORDER_ID,
  },
  {
    id: 2,
    title: { en: 'Welcome to Tafseel' },
    body: { en: 'Your account is ready.' },
    createdAt: '2026-11-10T08:00:00.000Z',
    read: false,
    orderId: null,
  },
];

function serve(notifications: unknown[] = list) {
  const reads: string[] = [];
  server.use(
    http.get(apiPath('/user/notifications'), () => HttpResponse.json({ notifications })),
    http.post(apiPath('/user/notifications/:id/read'), ({ params }) => {
      reads.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return reads;
}

const items = async () =>
  within(await screen.findByRole('list', { name: /^(Notifications|الإشعارات)$/ })).getAllByRole('listitem');

describe('notifications screen', () => {
  it('lists them newest first, whatever order the server sends, with the unread ones marked in words', async () => {
    serve();
    renderApp({ route: '/profile/notifications', user: 'user' });
    const rows = await items();
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Unread: Shipped <b>today</b>',
      'Unread: Welcome to Tafseel',
      'Order placed',
    ]);
    // the server's text is text: no markup gets into the page
    expect(within(rows[0]!).queryByText('today', { selector: 'b' })).not.toBeInTheDocument();
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(rows[2]).not.toHaveAttribute('data-unread');
    expect(screen.getByText('Unread: 2')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('20 Nov 2026, 15:30', { exact: false })).toHaveAttribute(
      'datetime',
      '2026-11-20T15:30:00.000Z',
    );
    // a notification about an order links to it; one without an order has no link
    expect(within(rows[0]!).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/profile/my-orders/${ORDER_ID}`,
    );
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the Arabic title and body on an Arabic page, the English ones when there are none', async () => {
    serve();
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/profile/notifications', user: 'user' });
    const rows = await items();
    expect(within(rows[0]!).getByRole('heading')).toHaveTextContent('انشحن طلبكِ');
    expect(within(rows[0]!).getByText('طلبكِ MTM-1 في الطريق.')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/نوفمبر 2026/)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('heading')).toHaveTextContent('Welcome to Tafseel');
    expect(within(rows[0]!).getByRole('link', { name: 'عرض الطلب' })).toHaveAttribute(
      'href',
      `/ar/profile/my-orders/${ORDER_ID}`,
    );
  });

  it('says it is loading while the list is on its way', async () => {
    server.use(
      http.get(apiPath('/user/notifications'), async () => {
        await delay(300);
        return HttpResponse.json({ notifications: list });
      }),
    );
    renderApp({ route: '/profile/notifications', user: 'user' });
    expect(await screen.findByText('Loading your notifications…')).toHaveAttribute('role', 'status');
    expect(await items()).toHaveLength(3);
  });

  it('has an empty state that leads to the collection', async () => {
    serve([]);
    renderApp({ route: '/profile/notifications', user: 'user' });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute('href', '/products');
  });

  it('says the list could not be read and tries again on request', async () => {
    let failing = true;
    server.use(
      http.get(apiPath('/user/notifications'), () => {
        if (failing) return new HttpResponse('<html>Bad gateway</html>', { status: 502 });
        return HttpResponse.json({ notifications: list });
      }),
    );
    const { user } = renderApp({ route: '/profile/notifications', user: 'user' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your notifications.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(3);
  });

  it('marks one read at once and tells the server', async () => {
    const reads = serve();
    const { user } = renderApp({ route: '/profile/notifications', user: 'user' });
    const [first] = await items();
    await user.click(within(first!).getByRole('button', { name: 'Mark “Shipped <b>today</b>” as read' }));
    expect(first).not.toHaveAttribute('data-unread');
    expect(within(first!).getByRole('heading')).toHaveTextContent(/^Shipped <b>today<\/b>$/);
    expect(screen.getByText('Unread: 1')).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual(['3']));
  });

  it('puts it back as unread, and says so, when the server does not mark it', async () => {
    serve();
    server.use(
      http.post(apiPath('/user/notifications/:id/read'), async () => {
        await delay(50);
        return HttpResponse.json({ message: { en: 'Server trouble' } }, { status: 500 });
      }),
    );
    const { user } = renderApp({ route: '/profile/notifications', user: 'user' });
    const [first] = await items();
    await user.click(within(first!).getByRole('button', { name: /^Mark .* as read$/ }));
    expect(first).not.toHaveAttribute('data-unread');
    expect(await screen.findByText('We could not mark it as read. Please try again.')).toBeInTheDocument();
    expect(first).toHaveAttribute('data-unread', 'true');
    expect(screen.getByText('Unread: 2')).toBeInTheDocument();
  });

  it('opens its order and marks it read on the way', async () => {
    const reads = serve();
    const { user, router } = renderApp({ route: '/profile/notifications', user: 'user' });
    const [first] = await items();
    await user.click(within(first!).getByRole('link', { name: 'View order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/my-orders/${ORDER_ID}`));
    await waitFor(() => expect(reads).toEqual(['3']));
  });

  it('reads the mock customer’s own notifications, newest first', async () => {
    renderApp({ route: '/profile/notifications', user: 'user' });
    const rows = await items();
    expect(rows.length).toBeGreaterThan(3);
    const times = rows.map((row) =>
      within(row)
        .getByText(/2026|2025/)
        .getAttribute('datetime')!,
    );
    expect([...times].sort().reverse()).toEqual(times);
  });
});
