import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { estimateDelivery, shopDayOf } from '@/domain/delivery-estimate';
import { formatDeliveryRange } from '@/lib/format-date';
import { browser } from '@/lib/browser';
import { i18next } from '@/lib/i18n';
import type { Order } from '@/domain/schemas';
import { catalog } from '@/mocks/data/catalog';
import { orders, SEED_ORDER_IDS } from '@/mocks/data/orders';
import { payOrder, toOrder } from '@/mocks/handlers/orders';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp, signInAs } from '@/testing/render-app';
import arCheckout from '@/locales/ar/checkout';

const basic = catalog.find(
  (row) => row.product.style === 'basic' && row.product.availability === 'in_stock',
)!.product;

function visitDate(daysAhead = 4): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

/** An order placed through the mock API (pending until a card is used on it), with a home visit. */
async function placeOrder(): Promise<Order> {
  signInAs('user');
  const piece = await api.post('/user/cart/addItem', {
    productId: basic.id,
    combinationId: null,
    colorId: basic.colour[0]!.id,
    fabricId: basic.fabric[0]!.id,
    measurementType: 'home',
    measurementData: null,
  });
  const response = await api.post('/user/orders', {
    itemIds: [piece.data.itemId],
    addressId: 1,
    homeMeasurement: { date: visitDate(), timeOfDay: 'afternoon' },
    giftNote: null,
    promoCode: null,
  });
  return response.data.order as Order;
}

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
  window.dataLayer = [];
});
afterEach(() => {
  orderGets.length = 0;
  payPosts.length = 0;
  assign.mockRestore();
  vi.useRealTimers();
});

const purchases = () => (window.dataLayer ?? []).filter((e) => e.event === 'purchase');
const result = (id: string) => `/checkout/result?orderId=${id}`;

describe('checkout result', () => {
  it('sends a guest to sign in first', async () => {
    const { router } = renderApp({ route: result(SEED_ORDER_IDS.rejected) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('confirms a paid order: its numbers, the visit, what happens next and links to it', async () => {
    const order = await placeOrder();
    payOrder(order.id, '4242 4242 4242 4242');
    renderApp({ route: result(order.id), user: 'user' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent(order.orderNumber);
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent(/^CNF-/);
    // help about this order, its number already in the message
    const help = within(screen.getByTestId('help-nearby'));
    expect(help.getByRole('heading', { name: 'A question about your order?' })).toBeInTheDocument();
    expect(
      new URL(help.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')!).searchParams.get('text'),
    ).toBe(`Hello Tafseel, I have a question about my order ${order.orderNumber}.`);
    expect(screen.getByTestId('visit-booked')).toHaveTextContent(
      / \(Afternoon\) to take your measurements\.$/,
    );
    // dates, not a duration: from the visit, to Bahrain
    const dates = formatDeliveryRange(
      estimateDelivery({
        start: shopDayOf(order.createdAt)!,
        country: 'bh',
        visitDate: order.homeMeasurement!.date,
      })!,
      'en',
    ).replace(/\s/g, ' '); // Intl's thin spaces around the dash, as the matchers read them
    expect(
      screen.getByText(
        `Once we have your measurements, we tailor your pieces and deliver them to Manama, Bahrain: estimated ${dates}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute(
      'href',
      `/profile/my-orders/${order.id}`,
    );
    expect(screen.getByRole('link', { name: 'Order summary to share' })).toHaveAttribute(
      'href',
      `/order-summary/${order.id}`,
    );
  });

  it('sends GA4 purchase once per order, not again on a reload', async () => {
    const order = await placeOrder();
    payOrder(order.id, '4242424242424242');
    const { unmount } = renderApp({ route: result(order.id), user: 'user' });
    await screen.findByRole('heading', { name: 'Thank you, your order is confirmed' });
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]!.ecommerce).toMatchObject({
      transaction_id: order.orderNumber,
      currency: 'BHD',
      value: order.total,
    });
    unmount();
    renderApp({ route: result(order.id), user: 'user' });
    await screen.findByRole('heading', { name: 'Thank you, your order is confirmed' });
    expect(purchases()).toHaveLength(1);
  });

  it('says first that her card was declined and her order is kept, then spec 8’s words, and offers another card', async () => {
    const order = await placeOrder();
    payOrder(order.id, '4000 0000 0000 0002');
    renderApp({ route: result(order.id), user: 'user' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your card was declined' }),
    ).toBeInTheDocument();
    const kept = 'Your order is kept: you can pay for it with another card.';
    const spec =
      'Your order has been rejected. Please try again with different payment method or contact customer support.';
    expect(screen.getByTestId('rejected-message')).toHaveTextContent(spec);
    const page = screen.getByRole('main').textContent ?? '';
    expect(page.indexOf('Your card was declined')).toBeLessThan(page.indexOf(kept));
    expect(page.indexOf(kept)).toBeGreaterThan(-1);
    expect(page.indexOf(kept)).toBeLessThan(page.indexOf(spec));
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
    expect(payPosts).toHaveLength(1);
    expect(String(assign.mock.calls[0]![0])).toContain(`/api/v1/payments/${order.id}`);
    expect(screen.getByRole('button', { name: /Opening the payment page/ })).toBeDisabled();
    expect(purchases()).toHaveLength(0);
  });

  it('shows the atelier’s note in another language as a labelled quote in that language, apart from the page’s sentences', async () => {
    const note = 'رفض البنك الدفع بالبطاقة المنتهية بـ 0002، ولم يُخصم أي مبلغ.';
    const rejected = orders.find((row) => row.id === SEED_ORDER_IDS.rejected)!;
    server.use(
      http.get(apiPath('/user/orders/:id'), () =>
        HttpResponse.json({ order: { ...toOrder(rejected, 'en'), notes: note } }),
      ),
    );
    renderApp({ route: result(SEED_ORDER_IDS.rejected), user: 'user' });
    const figure = await screen.findByRole('figure', { name: 'A note from Tafseel' });
    const quote = within(figure).getByRole('blockquote');
    expect(quote).toHaveAttribute('lang', 'ar');
    expect(quote).toHaveAttribute('dir', 'rtl');
    expect(quote).toHaveTextContent(note);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(note);
    expect(screen.getByTestId('rejected-message')).not.toHaveTextContent(note);
  });

  it('in Arabic, says first that her card was declined and her order is kept, and quotes an English note in English', async () => {
    const rejected = orders.find((row) => row.id === SEED_ORDER_IDS.rejected)!;
    const note = 'Your bank declined the payment with the card ending in 0002. No money was taken.';
    server.use(
      http.get(apiPath('/user/orders/:id'), () =>
        HttpResponse.json({ order: { ...toOrder(rejected, 'ar'), notes: note } }),
      ),
    );
    await i18next.changeLanguage('ar');
    renderApp({ route: `/ar${result(SEED_ORDER_IDS.rejected)}`, user: 'user' });
    const { rejected: words } = arCheckout.result;
    expect(await screen.findByRole('heading', { level: 1, name: words.declinedTitle })).toBeInTheDocument();
    const page = screen.getByRole('main').textContent ?? '';
    expect(page.indexOf(words.kept)).toBeGreaterThan(-1);
    expect(page.indexOf(words.kept)).toBeLessThan(page.indexOf(words.body));
    const figure = screen.getByRole('figure', { name: arCheckout.orders.note });
    expect(within(figure).getByRole('blockquote')).toHaveAttribute('lang', 'en');
    expect(within(figure).getByRole('blockquote')).toHaveAttribute('dir', 'ltr');
    expect(within(figure).getByRole('blockquote')).toHaveTextContent(note);
  });

  it('never shows what a failing server says about itself: its 5xx gets the shop’s own words', async () => {
    server.use(
      http.get(apiPath('/user/orders/:id'), () =>
        HttpResponse.json({ message: { en: 'Database timeout', ar: 'انتهت المهلة' } }, { status: 500 }),
      ),
    );
    renderApp({ route: result(SEED_ORDER_IDS.rejected), user: 'user' });
    expect(await screen.findByRole('heading', { name: 'We couldn’t check your order.' })).toBeInTheDocument();
    expect(screen.getByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Database timeout');
  });

  it('says when another card cannot be tried, and lets her try again', async () => {
    server.use(
      http.post(
        apiPath('/user/orders/:id/pay'),
        () => HttpResponse.json({ message: { en: 'Busy' } }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp({ route: result(SEED_ORDER_IDS.rejected), user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Try another card' }));
    expect(await screen.findByText('We couldn’t open the payment page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try another card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('counts another try at paying as a call under way, so a slow answer brings the taking-longer notice', async () => {
    let answer: () => void = () => {};
    server.use(
      http.post(
        apiPath('/user/orders/:id/pay'),
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.error()))),
        { once: true },
      ),
    );
    const { user, queryClient } = renderApp({ route: result(SEED_ORDER_IDS.rejected), user: 'user' });
    const button = await screen.findByRole('button', { name: 'Try another card' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.isMutating()).toBe(0);
    await user.click(button);
    await waitFor(() => expect(payPosts).toHaveLength(1));
    // app/slow-notice.tsx watches useIsFetching() + useIsMutating(): the payment on its way is one of them
    expect(queryClient.isMutating()).toBe(1);
    answer();
    expect(await screen.findByText('We couldn’t open the payment page.')).toBeInTheDocument();
    expect(queryClient.isMutating()).toBe(0);
  });

  it('checks a pending payment a few more times, then says it is being confirmed and where to follow it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = await placeOrder();
    renderApp({ route: result(order.id), user: 'user' });
    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeInTheDocument();
    for (let i = 0; i < 6; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
    }
    expect(
      await screen.findByRole('heading', { name: 'We are confirming your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`your order ${order.orderNumber}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute(
      'href',
      `/profile/my-orders/${order.id}`,
    );
    const asked = orderGets.length;
    expect(asked).toBe(6);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(orderGets).toHaveLength(asked);
  });

  it('lets her pay an order she left unpaid (the card page cancelled): one POST, then the payment page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = await placeOrder();
    renderApp({ route: result(order.id), user: 'user' });
    for (let i = 0; i < 6; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
    }
    const button = await screen.findByRole('button', { name: 'Complete payment' });
    await act(async () => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(payPosts).toEqual([`/api/v1/user/orders/${order.id}/pay`]);
    expect(String(assign.mock.calls[0]![0])).toContain(`/api/v1/payments/${order.id}`);
  });

  it('shows the confirmation as soon as a pending payment is confirmed while it checks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = await placeOrder();
    renderApp({ route: result(order.id), user: 'user' });
    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeInTheDocument();
    payOrder(order.id, '4242424242424242');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your order is confirmed' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['no id', '/checkout/result', 0],
    ['a malformed id', '/checkout/result?orderId=%3Cscript%3E', 0],
    ['an unknown id', '/checkout/result?orderId=00000000-0000-4000-8000-000000000000', 1],
  ])('shows a not-found state with a way back for %s', async (_, route, asked) => {
    renderApp({ route, user: 'user' });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/profile/my-orders');
    expect(orderGets).toHaveLength(asked);
  });

  it('says when the order cannot be checked and checks it again on retry', async () => {
    let down = true;
    server.use(
      http.get(apiPath('/user/orders/:id'), () =>
        down
          ? new HttpResponse('<html>Bad gateway</html>', {
              status: 502,
              headers: { 'Content-Type': 'text/html' },
            })
          : undefined,
      ),
    );
    const { user } = renderApp({ route: result(SEED_ORDER_IDS.rejected), user: 'user' });
    expect(await screen.findByRole('heading', { name: 'We couldn’t check your order.' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('rejected-message')).toBeInTheDocument();
  });

  it('speaks Arabic: the rejection in spec 8’s Arabic words', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: `/ar${result(SEED_ORDER_IDS.rejected)}`, user: 'user' });
    expect(await screen.findByTestId('rejected-message')).toHaveTextContent(
      'تم رفض طلبك. يرجى المحاولة مرة أخرى بطريقة دفع مختلفة أو التواصل مع خدمة العملاء.',
    );
    expect(within(document.body).getByRole('button', { name: 'جرّبي بطاقة أخرى' })).toBeInTheDocument();
  });
});
