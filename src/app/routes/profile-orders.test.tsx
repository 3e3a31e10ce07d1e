import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { orders, SEED_ORDER_IDS } from '@/mocks/data/orders';
import { toOrder } from '@/mocks/handlers/orders';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const listCalls: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname.endsWith('/user/orders'))
    listCalls.push(url.searchParams.get('group') ?? '');
});

const list = (group: 'current' | 'delivered' | 'rejected') => screen.getByTestId(`orders-${group}`);
const findList = (group: 'current' | 'delivered' | 'rejected') => screen.findByTestId(`orders-${group}`);

describe('my orders', () => {
  it('sends a guest to sign in first, and asks for no orders', async () => {
    listCalls.length = 0;
    const { router } = renderApp({ route: '/profile/my-orders' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fprofile%2Fmy-orders');
    expect(listCalls).toEqual([]);
  });

  it('shows her current and delivered orders as cards, and not the rejected ones', async () => {
    listCalls.length = 0;
    renderApp({ route: '/profile/my-orders', user: 'user' });
    expect(await screen.findByRole('heading', { level: 2, name: 'My orders' })).toBeInTheDocument();
    const current = await findList('current');
    const shipped = await within(current).findByRole('article', { name: 'Order MTM-100232' });
    expect(within(shipped).getByRole('link', { name: 'Order MTM-100232' })).toHaveAttribute(
      'href',
      `/profile/my-orders/${SEED_ORDER_IDS.shipped}`,
    );
    expect(within(shipped).getByText('Shipped')).toBeInTheDocument();
    expect(within(shipped).getByText(/^Placed on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeInTheDocument();
    expect(within(shipped).getByText('Pieces: 1')).toBeInTheDocument();
    // its first piece drawn in its colour
    expect(within(shipped).getByTestId('order-card-drawing')).not.toBeEmptyDOMElement();

    const delivered = await within(list('delivered')).findByRole('article', { name: 'Order MTM-100231' });
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    expect(within(delivered).getByText('Pieces: 2')).toBeInTheDocument();
    expect(within(delivered).getByText(/^BHD\s?\d+\.\d{3}$/)).toBeInTheDocument();

    expect(screen.queryByTestId('orders-rejected')).not.toBeInTheDocument();
    expect(screen.queryByText('MTM-100233', { exact: false })).not.toBeInTheDocument();
    expect(listCalls.sort()).toEqual(['current', 'delivered']);
  });

  it('shows the rejected list on request, keeps the choice in the address, and hides it again', async () => {
    const { user, router } = renderApp({ route: '/profile/my-orders', user: 'user' });
    const show = await screen.findByRole('button', { name: 'Show rejected orders' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const rejected = await findList('rejected');
    expect(
      within(rejected).getByRole('heading', { name: 'Rejected, cancelled and refunded' }),
    ).toBeInTheDocument();
    const card = await within(rejected).findByRole('article', { name: 'Order MTM-100233' });
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?show=rejected');
    const hide = screen.getByRole('button', { name: 'Hide rejected orders' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    await waitFor(() => expect(screen.queryByTestId('orders-rejected')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('opens with the rejected list when the address asks for it (a reload, or back from an order)', async () => {
    listCalls.length = 0;
    renderApp({ route: '/profile/my-orders?show=rejected', user: 'user' });
    const rejected = await findList('rejected');
    expect(await within(rejected).findByRole('article', { name: 'Order MTM-100233' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide rejected orders' })).toBeInTheDocument();
    expect(listCalls.sort()).toEqual(['current', 'delivered', 'rejected']);
  });

  it('shows a skeleton while the lists load', async () => {
    server.use(
      http.get(apiPath('/user/orders'), async () => {
        await delay('infinite');
        return HttpResponse.json({ orders: [] });
      }),
    );
    renderApp({ route: '/profile/my-orders', user: 'user' });
    const current = await findList('current');
    expect(within(current).getByRole('status')).toHaveTextContent('Loading your orders…');
    expect(within(list('delivered')).getByTestId('orders-skeleton')).toBeInTheDocument();
  });

  it('has an empty state for each list that leads to the collection', async () => {
    server.use(http.get(apiPath('/user/orders'), () => HttpResponse.json({ orders: [] })));
    renderApp({ route: '/profile/my-orders?show=rejected', user: 'user' });
    for (const [group, text] of [
      ['current', 'You have no orders in progress.'],
      ['delivered', 'No delivered orders yet.'],
      ['rejected', 'You have no rejected, cancelled or refunded orders.'],
    ] as const) {
      const section = await findList(group);
      expect(await within(section).findByText(text)).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
        'href',
        '/products',
      );
    }
  });

  it('says when a list cannot be loaded and loads it again on retry, the other lists unaffected', async () => {
    let down = true;
    server.use(
      http.get(apiPath('/user/orders'), ({ request }) =>
        down && new URL(request.url).searchParams.get('group') === 'current'
          ? new HttpResponse('<html>Bad gateway</html>', {
              status: 502,
              headers: { 'Content-Type': 'text/html' },
            })
          : undefined,
      ),
    );
    const { user } = renderApp({ route: '/profile/my-orders', user: 'user' });
    const current = await findList('current');
    const alert = await within(current).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load these orders.');
    expect(
      await within(list('delivered')).findByRole('article', { name: 'Order MTM-100231' }),
    ).toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(current).findByRole('article', { name: 'Order MTM-100232' })).toBeInTheDocument();
    expect(within(current).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats a malformed answer as an error, not a crash', async () => {
    server.use(http.get(apiPath('/user/orders'), () => HttpResponse.json({ orders: { id: 1 } })));
    renderApp({ route: '/profile/my-orders', user: 'user' });
    expect(await within(await findList('current')).findByRole('alert')).toHaveTextContent(
      'We couldn’t load these orders.',
    );
  });

  it('leaves out (and logs) an order that breaks the contract, and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      // her shipped order as the API sends it, after one that is not an order at all
      http.get(apiPath('/user/orders'), () =>
        HttpResponse.json({
          orders: [
            { id: 1 },
            toOrder(
              orders.find((row) => row.id === SEED_ORDER_IDS.shipped)!,
              'en',
            ),
          ],
        }),
      ),
    );
    renderApp({ route: '/profile/my-orders', user: 'user' });
    const current = await findList('current');
    expect(await within(current).findByRole('article', { name: 'Order MTM-100232' })).toBeInTheDocument();
    expect(within(current).queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      '[api] an order left out: it does not match the contract',
      expect.anything(),
    );
  });

  it('speaks Arabic: the lists, dates and money in her language, links kept under /ar', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/profile/my-orders', user: 'user' });
    const current = await findList('current');
    expect(within(current).getByRole('heading', { name: 'الطلبات الحالية' })).toBeInTheDocument();
    const card = await within(current).findByRole('article', { name: 'الطلب MTM-100232' });
    expect(within(card).getByRole('link', { name: 'الطلب MTM-100232' })).toHaveAttribute(
      'href',
      `/ar/profile/my-orders/${SEED_ORDER_IDS.shipped}`,
    );
    expect(within(card).getByText(/^تاريخ الطلب \d{1,2} \S+ \d{4}$/)).toBeInTheDocument();
    expect(within(card).getByText('تم الشحن', { exact: false })).toBeInTheDocument();
    // Latin digits with three decimals, and the dinar's Arabic sign
    expect(within(card).getByText(/\d+\.\d{3}\s*د\.ب\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض الطلبات المرفوضة' })).toBeInTheDocument();
  });
});
