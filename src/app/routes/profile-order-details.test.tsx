import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { browser } from '@/lib/browser';
import { i18next } from '@/lib/i18n';
import { localize } from '@/lib/localize';
import { catalog, findCatalogProduct } from '@/mocks/data/catalog';
import { orders, SEED_ORDER_IDS } from '@/mocks/data/orders';
import { toOrder } from '@/mocks/handlers/orders';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp, signInAs } from '@/testing/render-app';

const orderGets: string[] = [];
const payPosts: string[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (request.method === 'GET' && /\/user\/orders\/[^/]+$/.test(path)) orderGets.push(path);
  if (request.method === 'POST' && path.endsWith('/pay')) payPosts.push(path);
});

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  orderGets.length = 0;
  payPosts.length = 0;
  assign.mockRestore();
});

const details = (id: string) => `/profile/my-orders/${id}`;
const productName = (id: number) => localize(findCatalogProduct(id)!.p_name, 'en');

describe('order details', () => {
  it('marks her order private for the session recording: pieces, address, gift note, payment, totals', async () => {
    renderApp({ route: details(SEED_ORDER_IDS.shipped), user: 'user' });
    await screen.findByRole('heading', { level: 2, name: 'Order MTM-100232' });
    for (const id of ['order-items', 'order-address', 'order-gift-note', 'order-payment', 'order-totals'])
      // eslint-disable-next-line testing-library/no-node-access -- the mask is an ancestor's attribute
      expect(screen.getByTestId(id).closest('[data-private]')).not.toBeNull();
  });

  it('sends a guest to sign in first', async () => {
    const { router } = renderApp({ route: details(SEED_ORDER_IDS.shipped) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(orderGets).toEqual([]);
  });

  it('shows a shipped order whole: timeline, tracking, piece, visit, gift note, address, payment, totals, policy', async () => {
    renderApp({ route: details(SEED_ORDER_IDS.shipped), user: 'user' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Order MTM-100232' })).toBeInTheDocument();
    expect(screen.getByText(/^Placed on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeInTheDocument();

    const timeline = screen.getByTestId('order-timeline');
    const now = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(now).toHaveLength(1);
    expect(now[0]).toHaveTextContent('Shipped');

    expect(screen.getByTestId('tracking-number')).toHaveTextContent('AX5173920468');
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('CNF-3HX8WD2P');

    const items = screen.getByTestId('order-items');
    expect(within(items).getByRole('heading', { name: productName(2) })).toBeInTheDocument();
    expect(within(items).getByText('Measured at home')).toBeInTheDocument();

    expect(screen.getByTestId('order-visit')).toHaveTextContent(/, Afternoon$/);
    expect(screen.getByTestId('order-gift-note')).toHaveTextContent('Eid Mubarak, Mama! With love, Noora');
    const address = screen.getByTestId('order-address');
    expect(address).toHaveTextContent('Noora Alkhalifa');
    expect(address).toHaveTextContent('Building 1021, Road 3621');
    expect(address).toHaveTextContent('Manama');
    expect(address).toHaveTextContent('+973 3312 3456');
    const payment = screen.getByTestId('order-payment');
    expect(payment).toHaveTextContent('Visa ending in 4242');
    expect(payment).toHaveTextContent('Payment status: Paid');
    const totals = screen.getByTestId('order-totals');
    expect(totals).toHaveTextContent('Home measurement');
    expect(screen.getByTestId('totals-total')).toHaveTextContent(/^BHD\s?\d+\.\d{3}$/);
    expect(screen.getByTestId('order-policy')).toHaveTextContent(
      'Once placed, an order cannot be changed or cancelled.',
    );
    expect(screen.getByRole('link', { name: 'Questions about this order? Get help' })).toHaveAttribute(
      'href',
      '/profile/help',
    );
    expect(screen.queryByTestId('rejected-panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try another card' })).not.toBeInTheDocument();
  });

  it('shows each piece with her choices and measurements: her own body measurements and a size', async () => {
    renderApp({ route: details(SEED_ORDER_IDS.delivered), user: 'user' });
    const items = await screen.findByTestId('order-items');
    expect(within(items).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(within(items).getByText('Your measurements (cm)')).toBeInTheDocument();
    expect(within(items).getByText(/Bust 90 · Under bust 76 · Waist 68 · Hips 98/)).toBeInTheDocument();
    expect(within(items).getByText(/^Size (XS|S|M|L|XL|XXL)$/)).toBeInTheDocument();
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('AX4829301756');
    expect(screen.queryByTestId('order-visit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-gift-note')).not.toBeInTheDocument();
  });

  it('says first that her card was declined and her order is kept, then spec 8’s words, with the shop’s note, and Try another card pays once and goes to the payment page', async () => {
    renderApp({ route: details(SEED_ORDER_IDS.rejected), user: 'user' });
    const spec =
      'Your order has been rejected. Please try again with different payment method or contact customer support.';
    expect(await screen.findByTestId('rejected-message')).toHaveTextContent(spec);
    const panel = screen.getByTestId('rejected-panel').textContent ?? '';
    expect(panel).toMatch(
      /^Your card was declinedYour order is kept: you can pay for it with another card\.Your order has been rejected\./,
    );
    const note = within(screen.getByTestId('order-notes')).getByRole('blockquote');
    expect(note).toHaveTextContent(/declined the payment with the card ending in 0002/);
    expect(note).toHaveAttribute('lang', 'en');
    expect(screen.queryByTestId('tracking-number')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Payment status: Declined');
    expect(screen.getByRole('link', { name: 'Contact customer support' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    const button = screen.getByRole('button', { name: 'Try another card' });
    await act(async () => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(payPosts).toEqual([`/api/v1/user/orders/${SEED_ORDER_IDS.rejected}/pay`]);
    expect(String(assign.mock.calls[0]![0])).toMatch(
      new RegExp(`^http://[^/]+/api/v1/payments/${SEED_ORDER_IDS.rejected}\\?lang=en$`),
    );
    expect(screen.getByRole('button', { name: /Opening the payment page/ })).toBeDisabled();
  });

  it('never follows a payment address that is not http(s), and lets her try again', async () => {
    server.use(
      http.post(
        apiPath('/user/orders/:id/pay'),
        () => HttpResponse.json({ paymentUrl: 'javascript:alert(1)' }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp({ route: details(SEED_ORDER_IDS.rejected), user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Try another card' }));
    expect(await screen.findByText('We couldn’t open the payment page.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try another card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('says when the order cannot be paid again (409), with the server’s words', async () => {
    server.use(
      http.post(
        apiPath('/user/orders/:id/pay'),
        () => HttpResponse.json({ message: { en: 'This order cannot be paid.' } }, { status: 409 }),
        { once: true },
      ),
    );
    const { user } = renderApp({ route: details(SEED_ORDER_IDS.rejected), user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Try another card' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t open the payment page.');
    expect(alert).toHaveTextContent('This order cannot be paid.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers to complete the payment of an order placed but not paid, once per press', async () => {
    signInAs('user');
    const product = catalog.find(
      (row) => row.product.style === 'basic' && row.product.availability === 'in_stock',
    )!.product;
    const piece = await api.post('/user/cart/addItem', {
      productId: product.id,
      combinationId: null,
      colorId: product.colour[0]!.id,
      fabricId: product.fabric[0]!.id,
      measurementType: 'standard',
      measurementData: { sizeOption: product.size[0], bodyDimensions: null },
    });
    const placed = await api.post('/user/orders', {
      itemIds: [piece.data.itemId],
      addressId: 1,
      homeMeasurement: null,
      giftNote: null,
      promoCode: null,
    });
    const id = placed.data.order.id as string;
    const { user } = renderApp({ route: details(id), user: 'user' });
    expect(await screen.findByTestId('unpaid-panel')).toHaveTextContent(
      'The payment for this order has not been completed yet.',
    );
    expect(screen.queryByTestId('rejected-panel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(payPosts).toEqual([`/api/v1/user/orders/${id}/pay`]);
  });

  it('offers no payment for a paid order', async () => {
    renderApp({ route: details(SEED_ORDER_IDS.delivered), user: 'user' });
    await screen.findByTestId('order-timeline');
    expect(screen.queryByTestId('unpaid-panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /payment|card/i })).not.toBeInTheDocument();
  });

  it.each([
    [
      'an unknown order (or another shopper’s: the API answers 404 for both)',
      '00000000-0000-4000-8000-000000000000',
      1,
    ],
    ['a malformed id, never sent', 'not-an-order', 0],
    ['an id too long to be one, never sent', `${SEED_ORDER_IDS.shipped}0`, 0],
  ])('shows a not-found state with a way back to My orders for %s', async (_, id, asked) => {
    renderApp({ route: details(id), user: 'user' });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My orders' })).toHaveAttribute(
      'href',
      '/profile/my-orders',
    );
    expect(screen.queryByText(id)).not.toBeInTheDocument();
    expect(orderGets).toHaveLength(asked);
  });

  it('shows a skeleton while the order loads', async () => {
    server.use(
      http.get(apiPath('/user/orders/:id'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp({ route: details(SEED_ORDER_IDS.shipped), user: 'user' });
    expect(await screen.findByTestId('order-details-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
  });

  it('says when the order cannot be loaded and loads it again on retry', async () => {
    let down = true;
    server.use(http.get(apiPath('/user/orders/:id'), () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderApp({ route: details(SEED_ORDER_IDS.shipped), user: 'user' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load this order.');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order MTM-100232' })).toBeInTheDocument();
  });

  const rejectedRow = () => orders.find((row) => row.id === SEED_ORDER_IDS.rejected)!;

  it('quotes the atelier’s English note in English on the Arabic page, under its label', async () => {
    const note = 'Your bank declined the payment with the card ending in 0002. No money was taken.';
    server.use(
      http.get(apiPath('/user/orders/:id'), () =>
        HttpResponse.json({ order: { ...toOrder(rejectedRow(), 'ar'), notes: note } }),
      ),
    );
    await i18next.changeLanguage('ar');
    renderApp({ route: `/ar${details(SEED_ORDER_IDS.rejected)}`, user: 'user' });
    const section = await screen.findByRole('region', { name: 'ملاحظة من تفصيل' });
    const quote = within(section).getByRole('blockquote');
    expect(quote).toHaveAttribute('lang', 'en');
    expect(quote).toHaveAttribute('dir', 'ltr');
    expect(quote).toHaveTextContent(note);
    expect(screen.getByTestId('rejected-panel')).not.toHaveTextContent(note);
  });

  it('speaks Arabic: spec 8’s Arabic words, the timeline and Try another card', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: `/ar${details(SEED_ORDER_IDS.rejected)}`, user: 'user' });
    expect(await screen.findByTestId('rejected-message')).toHaveTextContent(
      'تم رفض طلبك. يرجى المحاولة مرة أخرى بطريقة دفع مختلفة أو التواصل مع خدمة العملاء.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'الطلب MTM-100233' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'جرّبي بطاقة أخرى' })).toBeInTheDocument();
    expect(screen.getByTestId('order-policy')).toHaveTextContent('لا يمكن تعديل الطلب أو إلغاؤه بعد إتمامه.');
    for (const link of screen.getAllByRole('link', { name: /طلباتي/ }))
      expect(link).toHaveAttribute('href', '/ar/profile/my-orders');
  });
});
