import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from '@/domain/checkout-draft';
import { api } from '@/lib/lazy-api-client';
import { estimateDelivery, shopDayOf } from '@/domain/delivery-estimate';
import { formatDeliveryRange, formatVisitDate } from '@/lib/format-date';
import { browser } from '@/lib/browser';
import { i18next } from '@/lib/i18n';
import { catalog } from '@/mocks/data/catalog';
import { addresses, type AddressRow } from '@/mocks/handlers/addresses';
import { clearFaults, failNext } from '@/mocks/handlers/faults';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { sizeMPayload } from '@/testing/cart-item';
import { LOOK_AGAIN_AFTER_MS } from '@/features/checkout/hooks/use-place-order';
import { renderApp, signInAs } from '@/testing/render-app';
import { signInOnScreen } from '@/testing/sign-in';

const products = catalog.map((row) => row.product);
const basic = products.find((p) => p.style === 'basic' && p.availability === 'in_stock')!;
const another = products.find(
  (p) => p.style === 'basic' && p.availability === 'in_stock' && p.id !== basic.id,
)!;

/** Her sister's address in Riyadh, outside Bahrain. */
const riyadh: AddressRow = {
  id: 70,
  userId: 'u-1001',
  name: 'Noora Alkhalifa',
  phone: '966501234567',
  email: null,
  city: 'Riyadh',
  state: null,
  zip: null,
  country: 'sa',
  details: 'King Fahd Road 12',
  isDefault: false,
};

/** A visit date the shop can book: a few days from now. */
function visitDate(daysAhead = 3): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

/** Her cart, as the mock API stores it: one piece in size M, one measured at home. */
async function seedCart(draft: Partial<CheckoutDraft> = {}) {
  signInAs('user');
  const standard = await api.post('/user/cart/addItem', sizeMPayload(basic));
  const home = await api.post('/user/cart/addItem', {
    productId: another.id,
    combinationId: null,
    colorId: another.colour[0]!.id,
    fabricId: another.fabric[0]!.id,
    measurementType: 'home',
    measurementData: null,
  });
  const ids = { standard: standard.data.itemId as number, home: home.data.itemId as number };
  saveCheckoutDraft({
    itemIds: [ids.standard, ids.home],
    homeMeasurement: { date: visitDate(), timeOfDay: 'morning' },
    giftNote: 'For Mama, with love',
    promoCode: 'WELCOME10',
    ...draft,
  });
  return ids;
}

const requests: { method: string; path: string; body: unknown }[] = [];
server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  let body: unknown = null;
  if (request.method !== 'GET')
    body = await request
      .clone()
      .json()
      .catch(() => null);
  requests.push({ method: request.method, path: url.pathname, body });
});
const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.path.endsWith(path));
/**
 * Her current orders asked for after she first pressed Pay (an order whose answer never came is looked for there;
 * the notice of an unpaid order asks once before).
 */
const lookups = () => {
  const first = requests.findIndex((r) => r.method === 'POST' && r.path.endsWith('/user/orders'));
  return first === -1
    ? []
    : requests.slice(first).filter((r) => r.method === 'GET' && r.path.endsWith('/user/orders'));
};

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  window.dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  clearFaults();
  requests.length = 0;
  assign.mockRestore();
});

async function openCheckout() {
  const view = renderApp({ route: '/checkout', user: 'user' });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  await screen.findByTestId('totals-total');
  return view;
}

const payButton = () => screen.getByRole('button', { name: 'Pay by card' });
const events = (name: string) => (window.dataLayer ?? []).filter((e) => e.event === name);

describe('checkout', () => {
  it('sends a guest to sign in, and back to checkout afterwards', async () => {
    const { router } = renderApp({ route: '/checkout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/checkout');
  });

  it('sends her back to the cart when nothing was handed over from it', async () => {
    const { router } = renderApp({ route: '/checkout', user: 'user' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(
      await screen.findByText('Choose the pieces you want to order in your cart, then go to checkout.'),
    ).toBeInTheDocument();
    expect(posts('/user/orders')).toHaveLength(0);
  });

  it('sends her back to the cart when none of the chosen pieces is still in it', async () => {
    signInAs('user');
    saveCheckoutDraft({ itemIds: [987654], homeMeasurement: null, giftNote: '', promoCode: null });
    const { router } = renderApp({ route: '/checkout', user: 'user' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('reviews the chosen pieces, the visit, the gift note, the promo and the totals, with her default address chosen', async () => {
    await seedCart();
    await openCheckout();
    const items = screen.getByTestId('order-items');
    expect(within(items).getByRole('heading', { name: basic.p_name.en })).toBeInTheDocument();
    expect(within(items).getByText('Size M')).toBeInTheDocument();
    expect(within(items).getByText('Measured at home')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-visit')).toHaveTextContent(
      new RegExp(`${new Date(`${visitDate()}T00:00:00Z`).getUTCFullYear()}, Morning$`),
    );
    expect(screen.getByText('For Mama, with love')).toBeInTheDocument();
    expect(screen.getByText('WELCOME10')).toBeInTheDocument();
    const totals = screen.getByTestId('order-totals');
    expect(within(totals).getByText('Home measurement')).toBeInTheDocument();
    expect(within(totals).getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(within(totals).getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Once placed, an order cannot be changed or cancelled.')).toBeInTheDocument();
    expect(
      new URL(
        within(screen.getByTestId('help-nearby'))
          .getByRole('link', { name: 'WhatsApp us' })
          .getAttribute('href')!,
      ).searchParams.get('text'),
    ).toMatch(/^Hello Tafseel, I have a question before I pay for .+\.$/);
    // when it arrives: after the visit she booked, to her address in Bahrain
    const dates = formatDeliveryRange(
      estimateDelivery({ start: shopDayOf(new Date())!, country: 'bh', visitDate: visitDate() })!,
      'en',
    ).replace(/\s/g, ' '); // Intl's thin spaces around the dash, as the matchers read them
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(
      `Estimated delivery, after your home visit on ${formatVisitDate(visitDate(), 'en')}: ${dates}`,
    );
    const group = screen.getByRole('group', { name: 'Delivery address' });
    expect(within(group).getByRole('radio', { name: /Noora Alkhalifa.*Manama/ })).toBeChecked();
    // GA4: begin_checkout once, with both pieces and the discounted total
    await waitFor(() => expect(events('begin_checkout')).toHaveLength(1));
    const ecommerce = events('begin_checkout')[0]!.ecommerce as { items: unknown[]; coupon: string };
    expect(ecommerce.items).toHaveLength(2);
    expect(ecommerce.coupon).toBe('WELCOME10');
  });

  it('quotes only the pieces she chose in the cart', async () => {
    const ids = await seedCart();
    saveCheckoutDraft({ itemIds: [ids.standard], homeMeasurement: null, giftNote: '', promoCode: null });
    await openCheckout();
    expect(within(screen.getByTestId('order-items')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Home measurement visit')).not.toBeInTheDocument();
    const quote = posts('/user/cart/quote').at(-1)!.body as { itemIds: number[] };
    expect(quote.itemIds).toEqual([ids.standard]);
  });

  it('shows a loading state while her cart is on its way', async () => {
    await seedCart();
    server.use(
      http.get(apiPath('/user/cart/get'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp({ route: '/checkout', user: 'user' });
    expect(await screen.findByText('Loading your checkout…')).toBeInTheDocument();
  });

  it('says when her cart cannot be loaded and loads it on retry, nothing lost', async () => {
    await seedCart();
    let down = true;
    server.use(
      http.get(apiPath('/user/cart/get'), () =>
        down ? HttpResponse.json({ message: { en: 'Down' } }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp({ route: '/checkout', user: 'user' });
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t load your checkout.' }),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('totals-total')).toBeInTheDocument();
    expect(readCheckoutDraft()?.promoCode).toBe('WELCOME10');
  });

  it('adds a new address with spec 5’s rules, saves it to her addresses and chooses it', async () => {
    await seedCart();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = screen.getByRole('form', { name: 'Delivery address' });
    await user.click(within(form).getByRole('button', { name: 'Save this address' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(4);
    expect(within(form).getByLabelText('Full name')).toHaveFocus();
    expect(posts('/user/addresses')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Full name'), 'Maryam Ali');
    await user.type(within(form).getByLabelText('Phone number'), '+973 3300');
    await user.type(within(form).getByLabelText('Address'), 'Road 12, Building 4, Flat 2');
    await user.type(within(form).getByLabelText('City'), 'Riffa');
    await user.type(within(form).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save this address' }));
    expect(await within(form).findByText(/^This isn’t a Bahrain number/)).toBeInTheDocument();
    expect(within(form).getByText('Invalid email address')).toBeInTheDocument();
    expect(posts('/user/addresses')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Phone number'));
    await user.type(within(form).getByLabelText('Phone number'), '97333001122');
    await user.clear(within(form).getByLabelText(/^Email/));
    await user.click(within(form).getByRole('button', { name: 'Save this address' }));
    const group = screen.getByRole('group', { name: 'Delivery address' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: /Maryam Ali/ })).toBeChecked());
    expect(screen.queryByRole('form', { name: 'Delivery address' })).not.toBeInTheDocument();
    expect(posts('/user/addresses')[0]!.body).toEqual({
      name: 'Maryam Ali',
      phone: '97333001122',
      email: null,
      city: 'Riffa',
      state: null,
      zip: null,
      country: 'bh',
      details: 'Road 12, Building 4, Flat 2',
      isDefault: false,
    });
  });

  it('keeps the new address she was typing when her session ends, through signing in again, in Arabic', async () => {
    await seedCart();
    await i18next.changeLanguage('ar');
    const { user, router } = renderApp({ route: '/ar/checkout', user: 'user' });
    await screen.findByTestId('totals-total');
    await user.click(await screen.findByRole('button', { name: /إضافة عنوان جديد/ }));
    const form = screen.getByRole('form', { name: 'عنوان التوصيل' });
    await user.type(within(form).getByLabelText('الاسم الكامل'), 'مريم علي');
    await user.type(within(form).getByLabelText('رقم الهاتف'), '97333001122');
    await user.type(within(form).getByLabelText('العنوان'), 'طريق 12، مبنى 4');
    await user.type(within(form).getByLabelText('المدينة'), 'الرفاع');
    server.use(
      http.post(
        apiPath('/user/addresses'),
        () => HttpResponse.json({ message: { en: 'Session expired.' } }, { status: 401 }),
        { once: true },
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'حفظ هذا العنوان' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/login'));
    expect(await screen.findByText('انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.')).toBeInTheDocument();
    await signInOnScreen(user);
    // signing in is a few calls (the token, her account, the session check): longer than a render on a busy machine
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/checkout'));
    const again = await screen.findByRole('form', { name: 'عنوان التوصيل' });
    expect(within(again).getByLabelText('الاسم الكامل')).toHaveValue('مريم علي');
    expect(within(again).getByLabelText('رقم الهاتف')).toHaveValue('97333001122');
    expect(within(again).getByLabelText('العنوان')).toHaveValue('طريق 12، مبنى 4');
    expect(within(again).getByLabelText('المدينة')).toHaveValue('الرفاع');
    await user.click(within(again).getByRole('button', { name: 'حفظ هذا العنوان' }));
    const group = await screen.findByRole('group', { name: 'عنوان التوصيل' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: /مريم علي/ })).toBeChecked());
    expect(sessionStorage.getItem('formDraft:newAddress')).toBeNull();
  });

  it('shows the server’s field message next to its field and keeps what she typed', async () => {
    await seedCart();
    server.use(
      http.post(apiPath('/user/addresses'), () =>
        HttpResponse.json(
          {
            message: { en: 'Some fields are not valid.' },
            errors: { city: { en: 'We do not deliver to this city yet.' } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = screen.getByRole('form', { name: 'Delivery address' });
    await user.type(within(form).getByLabelText('Full name'), 'Maryam Ali');
    await user.type(within(form).getByLabelText('Phone number'), '97333001122');
    await user.type(within(form).getByLabelText('Address'), 'Road 12');
    await user.type(within(form).getByLabelText('City'), 'Atlantis');
    await user.click(within(form).getByRole('button', { name: 'Save this address' }));
    const city = within(form).getByLabelText('City');
    await waitFor(() => expect(city).toHaveAccessibleDescription('We do not deliver to this city yet.'));
    expect(city).toHaveValue('Atlantis');
    expect(within(form).getByLabelText('Full name')).toHaveValue('Maryam Ali');
  });

  it('creates one order however often Pay is pressed, and goes to the payment page it names', async () => {
    const ids = await seedCart();
    const { user } = await openCheckout();
    const button = payButton();
    await act(async () => {
      button.click();
      button.click();
      button.click();
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: /Taking you to the secure payment page/ }));
    expect(posts('/user/orders')).toHaveLength(1);
    expect(posts('/user/orders')[0]!.body).toEqual({
      itemIds: [ids.standard, ids.home],
      addressId: 1,
      homeMeasurement: { date: visitDate(), timeOfDay: 'morning' },
      giftNote: 'For Mama, with love',
      promoCode: 'WELCOME10',
    });
    expect(String(assign.mock.calls[0]![0])).toMatch(
      /^http:\/\/localhost(:\d+)?\/api\/v1\/payments\/[0-9a-f-]{36}\?lang=en$/,
    );
    expect(events('add_payment_info')).toHaveLength(1);
    expect(readCheckoutDraft()).toBeNull();
  });

  it('never posts again once the order exists, even while the payment page is slow to open', async () => {
    await seedCart();
    const { user } = await openCheckout();
    await user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // the navigation has not happened (slow): the page stays, pressing does nothing
    const button = screen.getByRole('button', { name: /Taking you to the secure payment page/ });
    expect(button).toBeDisabled();
    button.removeAttribute('disabled');
    await user.click(button);
    expect(posts('/user/orders')).toHaveLength(1);
  });

  it('counts placing the order as a call under way, so a slow answer brings the taking-longer notice', async () => {
    await seedCart();
    let answer: () => void = () => {};
    server.use(
      http.post(
        apiPath('/user/orders'),
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.error()))),
        { once: true },
      ),
    );
    const { user, queryClient } = await openCheckout();
    expect(queryClient.isMutating()).toBe(0);
    await user.click(payButton());
    await waitFor(() => expect(posts('/user/orders')).toHaveLength(1));
    // app/slow-notice.tsx watches useIsFetching() + useIsMutating(): the order on its way is one of them
    expect(queryClient.isMutating()).toBe(1);
    answer();
    expect(
      await screen.findByText('We could not confirm whether your order was placed.'),
    ).toBeInTheDocument();
    expect(queryClient.isMutating()).toBe(0);
  });

  it.each([
    'javascript:alert(1)',
    'http://localhost.evil.example/api/v1/payments/abc',
    '//elsewhere.example/api/v1/payments/abc',
    'https://elsewhere.example/api/v1/payments/abc',
  ])('refuses a payment address off the payment provider’s origin: %s', async (paymentUrl) => {
    await seedCart();
    server.use(
      http.post(apiPath('/user/orders'), () =>
        HttpResponse.json({ order: makeOrder(), paymentUrl }, { status: 201 }),
      ),
    );
    const { user } = await openCheckout();
    await user.click(payButton());
    expect(
      await screen.findByText(
        'Your order MTM-900001 is saved, but the address we were given for the payment page is not our payment provider’s, so we did not open it. You can pay for it from your order.',
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/profile/my-orders/${ORDER_ID}`,
    );
  });

  it('takes her back to the cart with the pieces that can no longer be made, keeping the rest', async () => {
    const ids = await seedCart();
    server.use(
      http.post(apiPath('/user/orders'), () =>
        HttpResponse.json(
          { message: { en: 'One of the pieces is no longer available.' }, itemIds: [ids.home] },
          { status: 409 },
        ),
      ),
    );
    const { user, router } = await openCheckout();
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.state).toEqual({ unavailableItemIds: [ids.home] });
    expect(readCheckoutDraft()).toMatchObject({ giftNote: 'For Mama, with love', promoCode: 'WELCOME10' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a 422 about the address next to the addresses, so she can choose another', async () => {
    await seedCart();
    server.use(
      http.post(apiPath('/user/orders'), () =>
        HttpResponse.json(
          {
            message: { en: 'Choose one of your saved addresses.' },
            errors: { addressId: { en: 'Choose one of your saved addresses.' } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openCheckout();
    await user.click(payButton());
    const group = screen.getByRole('group', { name: 'Delivery address' });
    expect(await within(group).findByRole('alert')).toHaveTextContent('Choose one of your saved addresses.');
    expect(screen.getByText('Please fix this, then press Pay by card again.')).toBeInTheDocument();
    expect(group).toHaveFocus();
    expect(payButton()).toBeEnabled();
  });

  it('shows a 422 about the visit with a way back to the cart to change it', async () => {
    await seedCart();
    server.use(
      http.post(apiPath('/user/orders'), () =>
        HttpResponse.json(
          {
            message: { en: 'Choose a visit date from tomorrow on.' },
            errors: { 'homeMeasurement.date': { en: 'Choose a visit date from tomorrow on.' } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openCheckout();
    await user.click(payButton());
    await screen.findByText('Choose a visit date from tomorrow on.');
    const box = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes('Choose a visit date from tomorrow on.'))!;
    expect(within(box).getByRole('link', { name: 'Change in your cart' })).toHaveAttribute('href', '/cart');
  });

  it('keeps looking for an order whose answer came too late, never saying it was not placed, and finds it once the server has made it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await seedCart();
    // the shop gives up waiting (no answer reaches it); the server is still at work and places the order later
    let sent: unknown = null;
    server.use(
      http.post(
        apiPath('/user/orders'),
        async ({ request }) => {
          sent = await request.json();
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { user } = await openCheckout();
    await user.click(payButton());
    const still = await screen.findByTestId('order-still-checking');
    expect(still).toHaveTextContent(
      'It is not among your orders yet, but it may still arrive: we keep looking and will show it here. Please don’t order again meanwhile.',
    );
    expect(screen.queryByText(/nothing was placed|try again safely/i)).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(lookups()).toHaveLength(1);
    // the server finishes: the order exists now
    await api.post('/user/orders', sent);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOOK_AGAIN_AFTER_MS[0]!);
    });
    const found = await screen.findByTestId('order-found');
    expect(found).toHaveTextContent(
      'It was placed: your order MTM-100234 is waiting for payment. Nothing has been charged yet.',
    );
    expect(lookups()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Pay by card|Try again/ })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    // found, it looks no more
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(lookups()).toHaveLength(2);
  });

  it('looks at once when she presses Check again while it is still looking', async () => {
    await seedCart();
    let sent: unknown = null;
    server.use(
      http.post(
        apiPath('/user/orders'),
        async ({ request }) => {
          sent = await request.json();
          return new HttpResponse(null, { status: 504 });
        },
        { once: true },
      ),
    );
    const { user } = await openCheckout();
    await user.click(payButton());
    await screen.findByTestId('order-still-checking');
    await api.post('/user/orders', sent);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('order-found')).toHaveTextContent('MTM-100234');
    expect(lookups()).toHaveLength(2);
  });

  it('after looking for a while, says it could not confirm the order and to check her orders before paying again, and looks once more before a second press sends it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await seedCart();
    server.use(http.post(apiPath('/user/orders'), () => HttpResponse.error(), { once: true }));
    const { user } = await openCheckout();
    await user.click(payButton());
    await screen.findByTestId('order-still-checking');
    for (const wait of LOOK_AGAIN_AFTER_MS) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(wait);
      });
    }
    expect(await screen.findByTestId('order-unconfirmed')).toHaveTextContent(
      'It is still not among your orders, but it may yet appear there. Check My orders before you pay again, so you don’t order twice.',
    );
    expect(screen.getByText('We could not confirm whether your order was placed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/profile/my-orders');
    expect(screen.queryByText(/nothing was placed|try again safely/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(lookups()).toHaveLength(1 + LOOK_AGAIN_AFTER_MS.length);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(lookups()).toHaveLength(1 + LOOK_AGAIN_AFTER_MS.length);
    await user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(posts('/user/orders')).toHaveLength(2);
    // the second press looked again before it sent the order again
    expect(lookups()).toHaveLength(2 + LOOK_AGAIN_AFTER_MS.length);
    const lastLookup = requests.findLastIndex((r) => r === lookups().at(-1));
    const second = requests.findLastIndex((r) => r.method === 'POST' && r.path.endsWith('/user/orders'));
    expect(lastLookup).toBeLessThan(second);
  });

  it('says in Arabic that it is still looking, then that she should check her orders before paying again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await seedCart();
    server.use(http.post(apiPath('/user/orders'), () => HttpResponse.error(), { once: true }));
    await i18next.changeLanguage('ar');
    const { user } = renderApp({ route: '/ar/checkout', user: 'user' });
    await screen.findByTestId('totals-total');
    await user.click(await screen.findByRole('button', { name: 'الدفع بالبطاقة' }));
    expect(await screen.findByTestId('order-still-checking')).toHaveTextContent(
      'لم نجده بين طلباتك بعد، لكنه قد يصل: نواصل البحث وسنعرضه هنا. يُرجى ألّا تطلبي مرة أخرى في هذه الأثناء.',
    );
    for (const wait of LOOK_AGAIN_AFTER_MS) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(wait);
      });
    }
    expect(await screen.findByTestId('order-unconfirmed')).toHaveTextContent(
      'لم يظهر بين طلباتك حتى الآن، لكنه قد يظهر فيها لاحقاً. راجعي «طلباتي» قبل أن تدفعي مرة أخرى، حتى لا يتكرر طلبك.',
    );
    expect(screen.getByRole('link', { name: 'طلباتي' })).toBeInTheDocument();
  });

  it('finds the order whose answer was lost after the server placed it, and offers to complete its payment, never ordering twice', async () => {
    await seedCart();
    // the server places the order and empties the cart; the connection breaks before she hears
    failNext('POST', '/user/orders', { status: 0, committed: true });
    const { user } = await openCheckout();
    await user.click(payButton());
    const found = await screen.findByTestId('order-found');
    expect(found).toHaveTextContent('We could not confirm whether your order was placed.');
    expect(found).toHaveTextContent(
      'It was placed: your order MTM-100234 is waiting for payment. Nothing has been charged yet.',
    );
    expect(screen.queryByRole('button', { name: /Pay by card|Try again/ })).not.toBeInTheDocument();
    // what she ordered is still on the page, though it has left her cart
    expect(within(screen.getByTestId('order-items')).getByText('Size M')).toBeInTheDocument();
    expect(readCheckoutDraft()).toBeNull();
    await user.click(within(found).getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(posts('/user/orders')).toHaveLength(1);
    expect(posts('/pay')).toHaveLength(1);
    expect(String(assign.mock.calls[0]![0])).toMatch(/\/api\/v1\/payments\/[0-9a-f-]{36}\?lang=en$/);
  });

  it('does not take an older unpaid order, another address or other pieces for the one whose answer was lost', async () => {
    const ids = await seedCart();
    // an order of the same pieces to her other address, placed just now, waiting for payment
    await api.post('/user/orders', {
      itemIds: [ids.standard],
      addressId: 2,
      homeMeasurement: null,
      giftNote: 'For Mama, with love',
      promoCode: null,
    });
    const again = await api.post('/user/cart/addItem', sizeMPayload(basic));
    saveCheckoutDraft({
      itemIds: [again.data.itemId as number],
      homeMeasurement: null,
      giftNote: 'For Mama, with love',
      promoCode: null,
    });
    server.use(
      http.post(apiPath('/user/orders'), () => new HttpResponse(null, { status: 502 }), { once: true }),
    );
    const { user } = await openCheckout();
    await user.click(payButton());
    expect(await screen.findByTestId('order-still-checking')).toBeInTheDocument();
    expect(screen.queryByTestId('order-found')).not.toBeInTheDocument();
  });

  it('asks her to check again when her orders cannot be read either, before anything is sent twice', async () => {
    await seedCart();
    let ordersDown = false;
    server.use(
      http.post(
        apiPath('/user/orders'),
        () => {
          ordersDown = true;
          return HttpResponse.error();
        },
        { once: true },
      ),
      http.get(apiPath('/user/orders'), () => (ordersDown ? HttpResponse.error() : undefined)),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await openCheckout();
    await user.click(payButton());
    // a look that fails is no answer either: it keeps looking
    expect(await screen.findByTestId('order-still-checking')).toBeInTheDocument();
    for (const wait of LOOK_AGAIN_AFTER_MS) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(wait);
      });
    }
    expect(await screen.findByText(/We could not look at your orders just now either/)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    ordersDown = false;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('order-unconfirmed')).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(posts('/user/orders')).toHaveLength(1);
  });

  it('says a clear refusal (a 4xx) was not placed, without looking among her orders', async () => {
    await seedCart();
    server.use(
      http.post(
        apiPath('/user/orders'),
        () => HttpResponse.json({ message: { en: 'You may not order this.' } }, { status: 403 }),
        { once: true },
      ),
    );
    const { user } = await openCheckout();
    await user.click(payButton());
    expect(await screen.findByText('Your order was not placed.')).toBeInTheDocument();
    expect(screen.getByText('You may not order this.')).toBeInTheDocument();
    expect(lookups()).toHaveLength(0);
  });

  it('offers an order waiting for payment at the top, with Complete payment', async () => {
    const ids = await seedCart();
    const left = await api.post('/user/orders', {
      itemIds: [ids.home],
      addressId: 1,
      homeMeasurement: { date: visitDate(), timeOfDay: 'morning' },
      giftNote: null,
      promoCode: null,
    });
    const orderId = left.data.order.id as string;
    saveCheckoutDraft({ itemIds: [ids.standard], homeMeasurement: null, giftNote: '', promoCode: null });
    const { user } = await openCheckout();
    const notice = await screen.findByRole('region', { name: 'Orders waiting for payment' });
    expect(notice).toHaveTextContent(/^You have an order waiting for payment: order MTM-100234, BHD\s?\d/);
    expect(within(notice).getByRole('link', { name: 'MTM-100234' })).toHaveAttribute(
      'href',
      `/profile/my-orders/${orderId}`,
    );
    const complete = within(notice).getByRole('button', { name: 'Complete payment' });
    expect(complete).toHaveAccessibleDescription(/MTM-100234/);
    await user.click(complete);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toContain(`/payments/${orderId}`);
  });

  it('sends her to the cart without a word about choosing pieces when she comes back with an order unpaid', async () => {
    const ids = await seedCart();
    await api.post('/user/orders', {
      itemIds: [ids.standard],
      addressId: 1,
      homeMeasurement: null,
      giftNote: null,
      promoCode: null,
    });
    sessionStorage.clear();
    const { router } = renderApp({ route: '/checkout', user: 'user' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('button', { name: 'Complete payment' })).toHaveAccessibleDescription(
      /MTM-100234/,
    );
    expect(
      screen.queryByText('Choose the pieces you want to order in your cart, then go to checkout.'),
    ).not.toBeInTheDocument();
  });

  it('goes to her cart when Back brings this page out of the back-forward cache after the payment page opened', async () => {
    await seedCart();
    const { user, router } = await openCheckout();
    await user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('button', { name: 'Complete payment' })).toBeInTheDocument();
  });

  it('asks for an address before paying when she has none', async () => {
    await seedCart();
    server.use(http.get(apiPath('/user/addresses'), () => HttpResponse.json({ addresses: [] })));
    await openCheckout();
    expect(screen.getByText(/You have no saved address yet/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Delivery address' })).toBeInTheDocument();
    payButton().click();
    const group = screen.getByRole('group', { name: 'Delivery address' });
    expect(await within(group).findByText('Please choose a delivery address.')).toBeInTheDocument();
    expect(posts('/user/orders')).toHaveLength(0);
  });

  it('says when her addresses cannot be loaded and loads them on retry', async () => {
    await seedCart();
    let down = true;
    server.use(http.get(apiPath('/user/addresses'), () => (down ? HttpResponse.error() : undefined)));
    const { user } = await openCheckout();
    expect(await screen.findByText('We couldn’t load your saved addresses.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const group = await screen.findByRole('group', { name: 'Delivery address' });
    expect(within(group).getByRole('radio', { name: /Noora Alkhalifa.*Manama/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Riffa/ })).not.toBeChecked();
  });

  it('shows the server’s word on a promo code that no longer applies, with a way back to the cart', async () => {
    await seedCart({ promoCode: 'SUMMER2024' });
    renderApp({ route: '/checkout', user: 'user' });
    expect(await screen.findByText('We couldn’t work out your total.')).toBeInTheDocument();
    expect(screen.getByText('The promo code SUMMER2024 has expired.')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByRole('link', { name: 'Change in your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(payButton()).toBeDisabled();
  });

  it('quotes with the address she picks and updates the delivery fee as she changes it (contract 2026-11-27)', async () => {
    const ids = await seedCart();
    addresses.insert({ ...riyadh, userId: 'u-1001' });
    saveCheckoutDraft({ itemIds: [ids.standard], homeMeasurement: null, giftNote: '', promoCode: null });
    const { user } = await openCheckout();
    const delivery = () => screen.getByTestId('totals-delivery');
    expect(delivery()).toHaveTextContent('Free');
    expect(posts('/user/cart/quote').at(-1)!.body).toMatchObject({ itemIds: [ids.standard], addressId: 1 });
    // a Bahrain shopper sending her piece to Riyadh pays its delivery
    await user.click(screen.getByRole('radio', { name: /Riyadh/ }));
    await waitFor(() => expect(delivery()).toHaveTextContent(/BHD\s?3\.500/));
    expect(posts('/user/cart/quote').at(-1)!.body).toMatchObject({ addressId: riyadh.id });
    expect(payButton()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Manama/ }));
    await waitFor(() => expect(delivery()).toHaveTextContent('Free'));
  });

  it('flags a piece measured at home the moment she picks an address outside Bahrain, with the ways out', async () => {
    const ids = await seedCart();
    addresses.insert({ ...riyadh, userId: 'u-1001' });
    const { user } = await openCheckout();
    expect(screen.queryByTestId('home-visit-abroad')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Riyadh/ }));
    const flag = await screen.findByTestId('home-visit-abroad');
    expect(flag).toHaveTextContent(
      'A home measurement visit is offered in Bahrain only, and this address is in Saudi Arabia.',
    );
    expect(flag).toHaveTextContent(/This piece is measured at home:/);
    expect(within(flag).getByText(another.p_name.en)).toBeInTheDocument();
    expect(within(flag).queryByText(basic.p_name.en)).not.toBeInTheDocument();
    expect(
      within(flag).getByRole('link', { name: `Choose another measurement method for ${another.p_name.en}` }),
    ).toHaveAttribute(
      'href',
      `/products/${another.id}?colour=${another.colour[0]!.id}&fabric=${another.fabric[0]!.id}`,
    );
    expect(
      within(flag).getByRole('link', { name: 'leave it out of this order in your cart.' }),
    ).toHaveAttribute('href', '/cart');
    // before she pays: Pay waits, and says why
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription(
      'Choose an address in Bahrain for your home visit, then pay.',
    );
    expect(
      await screen.findByText(
        'Your total follows once your home visit can take place at the address you choose.',
      ),
    ).toBeInTheDocument();
    expect(posts('/user/cart/quote').at(-1)!.body).toMatchObject({ addressId: riyadh.id });
    // an address in Bahrain is the way out
    await user.click(screen.getByRole('radio', { name: /Riffa/ }));
    await waitFor(() => expect(screen.queryByTestId('home-visit-abroad')).not.toBeInTheDocument());
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(posts('/user/orders')).toHaveLength(1);
    expect(posts('/user/orders')[0]!.body).toMatchObject({ itemIds: [ids.standard, ids.home], addressId: 2 });
  });

  it('marks the pieces an order refuses for a home visit outside Bahrain (422 with itemIds), at the address', async () => {
    const ids = await seedCart();
    const bahrainOnly = { en: 'Home measurement needs an address in Bahrain.', ar: 'في البحرين فقط.' };
    server.use(
      http.post(
        apiPath('/user/orders'),
        () =>
          HttpResponse.json(
            { message: bahrainOnly, errors: { homeMeasurement: bahrainOnly }, itemIds: [ids.home] },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    const { user } = await openCheckout();
    await user.click(payButton());
    const group = screen.getByRole('group', { name: 'Delivery address' });
    expect(
      await within(group).findByText('Home measurement needs an address in Bahrain.'),
    ).toBeInTheDocument();
    const flag = screen.getByTestId('home-visit-abroad');
    expect(flag).toHaveTextContent('A home measurement visit is offered in Bahrain only.');
    expect(within(flag).getByText(another.p_name.en)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(lookups()).toHaveLength(0);
  });

  it('flags it in Arabic', async () => {
    await seedCart();
    addresses.insert({ ...riyadh, userId: 'u-1001' });
    await i18next.changeLanguage('ar');
    const { user } = renderApp({ route: '/ar/checkout', user: 'user' });
    await screen.findByTestId('totals-total');
    await user.click(screen.getByRole('radio', { name: /Riyadh/ }));
    const flag = await screen.findByTestId('home-visit-abroad');
    expect(flag).toHaveTextContent(
      'زيارة أخذ المقاسات في المنزل متاحة في البحرين فقط، وهذا العنوان في المملكة العربية السعودية.',
    );
    expect(within(flag).getByRole('link', { name: 'أخرجيها من هذا الطلب في سلتكِ.' })).toHaveAttribute(
      'href',
      '/ar/cart',
    );
    expect(screen.getByRole('button', { name: 'الدفع بالبطاقة' })).toHaveAccessibleDescription(
      'اختاري عنواناً في البحرين لزيارة أخذ المقاسات، ثم ادفعي.',
    );
  });

  it('refuses a payment address off the payment provider’s origin in Arabic too', async () => {
    await seedCart();
    server.use(
      http.post(apiPath('/user/orders'), () =>
        HttpResponse.json(
          { order: makeOrder(), paymentUrl: 'http://pay.evil.example/c/abc' },
          { status: 201 },
        ),
      ),
    );
    await i18next.changeLanguage('ar');
    const { user } = renderApp({ route: '/ar/checkout', user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'الدفع بالبطاقة' }));
    expect(
      await screen.findByText(
        'تم حفظ طلبك MTM-900001، لكن عنوان صفحة الدفع الذي وصلنا ليس عنوان مزوّد الدفع لدينا، فلم نفتحه. يمكنك الدفع من صفحة طلبك.',
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('speaks Arabic under /ar', async () => {
    await seedCart();
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/checkout', user: 'user' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إتمام الطلب' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'الدفع بالبطاقة' })).toBeInTheDocument();
  });
});

const ORDER_ID = '0b7f3c1e-8a51-4d3e-9a0c-2f6b1d4e5a77';
function makeOrder() {
  return {
    id: ORDER_ID,
    orderNumber: 'MTM-900001',
    confirmationNumber: null,
    status: 'pending',
    createdAt: new Date().toISOString(),
    trackingNumber: null,
    notes: null,
    giftNote: null,
    homeMeasurement: null,
    shippingAddress: {
      id: 1,
      name: 'Noora Alkhalifa',
      phone: '97333123456',
      email: null,
      city: 'Manama',
      state: null,
      zip: null,
      country: 'bh',
      details: 'Road 1',
      isDefault: true,
    },
    items: [],
    subtotal: 10,
    homeMeasurementFee: 0,
    deliveryFee: 0,
    discount: 0,
    total: 10,
    currency: 'BHD',
    payment: { method: 'card', status: 'pending', brand: null, last4: null },
  };
}
