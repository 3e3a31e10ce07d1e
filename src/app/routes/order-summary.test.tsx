import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { orders, SEED_ORDER_IDS } from '@/mocks/data/orders';
import { toOrder } from '@/mocks/handlers/orders';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const summaryCalls: string[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (path.includes('/orders/') && path.endsWith('/summary')) summaryCalls.push(path);
});
afterEach(() => {
  summaryCalls.length = 0;
});

const shipped = () => orders.find((row) => row.id === SEED_ORDER_IDS.shipped)!;

describe('public order summary', () => {
  it('shows the order to anyone, without a sign-in: number, status, date, pieces, totals', async () => {
    const order = shipped();
    renderApp({ route: `/order-summary/${order.id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText(/^Placed on \d{1,2} \w+ \d{4}$/)).toBeInTheDocument();
    const items = screen.getByTestId('order-items');
    expect(within(items).getAllByRole('listitem').length).toBeGreaterThanOrEqual(order.items.length);
    expect(
      within(items).getByRole('heading', { name: order.items[0]!.product.p_name.en }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('totals-total')).toHaveTextContent(/^BHD \d+\.\d{3}$/);
  });

  it('shows only the name, city and country of the address, even when the server sends more', async () => {
    const order = shipped();
    const full = toOrder(order, 'en');
    // a server that forgot to strip the address: the page still shows none of the rest
    server.use(http.get(apiPath('/orders/:id/summary'), () => HttpResponse.json({ order: full })));
    renderApp({ route: `/order-summary/${order.id}` });
    const address = await screen.findByTestId('summary-address');
    expect(address).toHaveTextContent(`${full.shippingAddress.name}${full.shippingAddress.city}, Bahrain`);
    const page = document.body.textContent ?? '';
    expect(page).not.toContain(full.shippingAddress.phone);
    expect(page).not.toContain(full.shippingAddress.details);
    expect(page).not.toContain(full.shippingAddress.email!);
    expect(page).not.toContain(full.shippingAddress.zip!);
  });

  it('shows none of her body measurements, email or phone: the piece, its choices and “made to your measurements”', async () => {
    const delivered = orders.find((row) => row.id === SEED_ORDER_IDS.delivered)!;
    const full = toOrder(delivered, 'en');
    const custom = full.items.find((item) => item.measurementType === 'custom')!;
    const body = custom.measurementData!.bodyDimensions!;
    // the contract's summary carries each piece's measurement data, and a server may forget to strip the address
    server.use(http.get(apiPath('/orders/:id/summary'), () => HttpResponse.json({ order: full })));
    const { queryClient } = renderApp({ route: `/order-summary/${delivered.id}` });
    const items = await screen.findByTestId('order-items');
    // nor are they kept where a script on the page could read them
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('"bodyDimensions":{');
    const piece = within(items)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('heading', { name: custom.product.p_name.en }))!;
    expect(piece).toHaveTextContent('Made to your measurements');
    expect(piece).toHaveTextContent(`${custom.colour.name.en} · ${custom.fabric.name.en}`);
    const page = document.body.textContent ?? '';
    for (const label of ['Bust', 'Under bust', 'Waist', 'Hips', 'Shoulders', 'Height', 'Your measurements'])
      expect(page).not.toContain(label);
    for (const value of [
      body.bust,
      body.underBust,
      body.waist,
      body.hips,
      body.bodyHeight,
      body.shoulderWidth,
    ])
      expect(page).not.toMatch(new RegExp(`\\b${value}\\b`));
    expect(page).not.toContain(full.shippingAddress.email!);
    expect(page).not.toContain(full.shippingAddress.phone);
    expect(screen.getByTestId('totals-total')).toHaveTextContent(/^BHD \d+\.\d{3}$/);
  });

  it('says “made to your measurements” in Arabic too, without them', async () => {
    const delivered = orders.find((row) => row.id === SEED_ORDER_IDS.delivered)!;
    const body = toOrder(delivered, 'ar').items.find((item) => item.measurementType === 'custom')!
      .measurementData!.bodyDimensions!;
    await i18next.changeLanguage('ar');
    renderApp({ route: `/ar/order-summary/${delivered.id}` });
    const items = await screen.findByTestId('order-items');
    expect(items).toHaveTextContent('مفصّلة على مقاساتكِ');
    expect(items.textContent).not.toContain('الأرداف');
    expect(items.textContent).not.toMatch(new RegExp(`\\b${body.hips}\\b`));
  });

  it('shows a not-found state with a way back for an unknown order, never its id', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    renderApp({ route: `/order-summary/${id}` });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toContain(id);
  });

  it('never asks the API about an id that is not an order id, nor echoes it', async () => {
    renderApp({ route: `/order-summary/${encodeURIComponent('<b>Order 42 paid</b>')}` });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this order' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Order 42 paid');
    expect(summaryCalls).toHaveLength(0);
  });

  it('says when the order cannot be loaded, with a retry', async () => {
    let down = true;
    server.use(http.get(apiPath('/orders/:id/summary'), () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderApp({ route: `/order-summary/${SEED_ORDER_IDS.shipped}` });
    expect(await screen.findByRole('heading', { name: 'We couldn’t load this order.' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('summary-address')).toBeInTheDocument();
  });

  it('speaks Arabic under /ar, the status translated', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: `/ar/order-summary/${SEED_ORDER_IDS.shipped}` });
    expect(await screen.findByText('تم الشحن')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'التوصيل إلى' })).toBeInTheDocument();
  });
});
