import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutDraft } from '@/domain/checkout-draft';
import { visitDates } from '@/features/cart/utils/visit-dates';
import { isFriday } from '@/domain/calendar';
import { estimateDelivery, shopDayOf } from '@/domain/delivery-estimate';
import { formatDeliveryRange, formatVisitDate } from '@/lib/format-date';
import { i18next } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { api } from '@/lib/lazy-api-client';
import { browser } from '@/lib/browser';
import type { CartItem, Order, Quote } from '@/domain/schemas';
import { local, storageKeys } from '@/lib/storage';
import { server } from '@/mocks/node';
import { patchProduct } from '@/mocks/product-patches';
import { addToCart, basicProduct, customProduct, getCartItems } from '@/mocks/test-helpers';
import { apiPath } from '@/mocks/utils';
import { renderApp, signInAs } from '@/testing/render-app';
import { signInOnScreen } from '@/testing/sign-in';

const quoteBodies: { itemIds: number[]; promoCode: string | null; homeMeasurement: unknown }[] = [];
const removeBodies: unknown[] = [];
const record = async ({ request }: { request: Request }) => {
  if (request.method === 'POST' && request.url.endsWith('/user/cart/quote'))
    quoteBodies.push((await request.clone().json()) as (typeof quoteBodies)[number]);
  if (request.method === 'DELETE' && request.url.endsWith('/user/cart/removeItem'))
    removeBodies.push(await request.clone().json());
};
server.events.on('request:start', record);
afterEach(() => {
  quoteBodies.length = 0;
  removeBodies.length = 0;
});

const basicName = basicProduct.p_name.en;
/** A price as the page prints it (Testing Library reads its no-break space as a space). */
const money = (amount: number, currency: string, lang: 'en' | 'ar' = 'en') =>
  formatPrice(amount, currency, lang).replace(/\s/g, ' ');
const customName = customProduct.p_name.en;

/** Signs the seeded user in and puts pieces in her cart through the API, as the product page does. */
async function seedCart(kinds: ('basic' | 'custom' | 'home')[]): Promise<CartItem[]> {
  signInAs('user');
  for (const kind of kinds) await addToCart(kind);
  return getCartItems();
}

async function openCart(kinds: ('basic' | 'custom' | 'home')[], options: { state?: unknown } = {}) {
  const items = await seedCart(kinds);
  const view = renderApp({ route: '/cart', user: 'user', state: options.state });
  if (items.length > 0) await screen.findAllByTestId('cart-item');
  return { ...view, items };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Order ${name}` });
const total = () => screen.getByTestId('totals-total');
const settledTotals = async () =>
  waitFor(() => expect(screen.getByTestId('cart-totals')).toHaveAttribute('data-stale', 'false'));

describe('cart: states', () => {
  it('invites a guest to sign in or create an account and come back to the cart', async () => {
    renderApp({ route: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your cart' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirectTo=%2Fcart');
    expect(main.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register?redirectTo=%2Fcart',
    );
  });

  it('brings an Arabic guest back to the Arabic cart', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/cart' });
    expect(await screen.findByRole('heading', { name: 'سجّلي الدخول لتري سلتك' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/ar/login?redirectTo=%2Far%2Fcart',
    );
  });

  it('shows a skeleton while the cart loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiPath('/user/cart/get'), async () => {
        await held;
        return HttpResponse.json({ cart: { cartItems: [] } });
      }),
    );
    renderApp({ route: '/cart', user: 'user' });
    expect(await screen.findByText('Loading your cart…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('says an empty cart is empty and leads to the collection', async () => {
    renderApp({ route: '/cart', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute('href', '/products');
  });

  it('shows a message with a retry when the cart cannot be loaded, and the cart once it can', async () => {
    await seedCart(['basic']);
    let fail = true;
    server.use(
      http.get(apiPath('/user/cart/get'), () => {
        if (!fail) return undefined;
        return HttpResponse.json({ message: { en: 'Server trouble', ar: 'مشكلة' } }, { status: 500 });
      }),
    );
    const { user } = renderApp({ route: '/cart', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'We couldn’t load your cart' })).toBeInTheDocument();
    // a 5xx's own words are the server's, not hers: the shop's stand in
    expect(screen.getByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Server trouble')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: basicName })).toBeInTheDocument();
  });

  it('sends staff to the dashboard', async () => {
    const { router } = renderApp({ route: '/cart', user: 'admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('cart: help where she hesitates (issue 23.5)', () => {
  it('opens WhatsApp on a message naming the pieces in her cart', async () => {
    await openCart(['basic', 'custom']);
    const link = within(screen.getByTestId('help-nearby')).getByRole('link', { name: 'WhatsApp us' });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      `Hello Tafseel, I have a question about the pieces in my cart: ${basicName}, ${customName}.`,
    );
  });
});

describe('cart: items and selection', () => {
  it('shows every item as she chose it: drawing, name linking back, colour, fabric, options, measurement, price', async () => {
    const { items } = await openCart(['basic', 'custom', 'home']);
    const cards = screen.getAllByTestId('cart-item');
    expect(cards).toHaveLength(3);
    const [basic, custom, home] = cards.map((card) => within(card));
    const [basicItem, customItem] = items as [CartItem, CartItem, CartItem];
    expect(basic!.getByRole('link', { name: basicName })).toHaveAttribute(
      'href',
      `/products/${basicProduct.id}`,
    );
    expect(basic!.getByText(basicItem.colour.name.en)).toBeInTheDocument();
    expect(basic!.getByText(basicItem.fabric.name.en)).toBeInTheDocument();
    expect(basic!.getByText(`Standard size ${basicProduct.size[0]}`)).toBeInTheDocument();
    expect(basic!.getByTestId('cart-item-price')).toHaveTextContent(
      money(basicItem.unitPrice, basicItem.currency, 'en'),
    );
    // the drawing in her colour
    expect(
      basic!.getByRole('img', { name: `${basicName}, ${basicItem.colour.name.en}` }),
    ).toBeInTheDocument();
    for (const option of customItem.options) {
      expect(custom!.getByText(option.customization.en)).toBeInTheDocument();
      expect(custom!.getByText(option.option.en)).toBeInTheDocument();
    }
    expect(custom!.getByText('Custom measurements (cm)')).toBeInTheDocument();
    const dimensions = custom!.getAllByRole('listitem').map((li) => li.textContent);
    expect(dimensions).toEqual(
      expect.arrayContaining(['Waist: 70 cm', 'Height: 165 cm', 'Shoulders: 38 cm', 'Under bust: 78 cm']),
    );
    expect(home!.getByText('Home measurement')).toBeInTheDocument();
    expect(home!.getByRole('link', { name: customName })).toBeInTheDocument();
  });

  it('quotes only the selected items; select all / deselect all; checkout needs a selection', async () => {
    const { user, items } = await openCart(['basic', 'custom']);
    const [a, b] = items as [CartItem, CartItem];
    // default: everything selected
    expect(checkbox(basicName)).toBeChecked();
    await waitFor(() => expect(quoteBodies.at(-1)?.itemIds).toEqual([a.itemId, b.itemId].sort()));
    await settledTotals();
    expect(total()).toHaveTextContent(money(a.unitPrice + b.unitPrice, 'BHD', 'en'));

    await user.click(checkbox(basicName));
    await waitFor(() => expect(quoteBodies.at(-1)?.itemIds).toEqual([b.itemId]));
    await settledTotals();
    expect(total()).toHaveTextContent(money(b.unitPrice, 'BHD', 'en'));

    await user.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(checkbox(basicName)).not.toBeChecked();
    expect(checkbox(customName)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByText('Select at least one piece to continue.')).toBeInTheDocument();
    expect(screen.getByText('Select the pieces you want to order.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(checkbox(basicName)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('marks the items checkout found no longer available, leaves them out and keeps the rest', async () => {
    const items = await seedCart(['basic', 'custom']);
    const [a, b] = items as [CartItem, CartItem];
    const { router } = renderApp({
      route: '/cart',
      user: 'user',
      state: { unavailableItemIds: [b.itemId] },
    });
    await screen.findAllByTestId('cart-item');
    expect(screen.getByText('No longer available')).toBeInTheDocument();
    expect(checkbox(customName)).not.toBeChecked();
    expect(checkbox(customName)).toBeDisabled();
    expect(checkbox(basicName)).toBeChecked();
    await waitFor(() => expect(quoteBodies.at(-1)?.itemIds).toEqual([a.itemId]));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('back from checkout with one piece gone: her selection, gift note and code are as she left them', async () => {
    const items = await seedCart(['basic', 'custom', 'home']);
    const [a, , c] = items as [CartItem, CartItem, CartItem];
    // she had left the custom piece out, and the home piece turned out to be unavailable
    sessionStorage.setItem(
      'checkoutDraft',
      JSON.stringify({
        itemIds: [a.itemId, c.itemId],
        homeMeasurement: null,
        giftNote: 'For Mama',
        promoCode: 'WELCOME10',
      }),
    );
    renderApp({ route: '/cart', user: 'user', state: { unavailableItemIds: [c.itemId] } });
    await screen.findAllByTestId('cart-item');
    expect(screen.getByRole('alert')).toHaveTextContent('One piece is no longer available');
    expect(checkbox(basicName)).toBeChecked();
    // the custom and the home piece are the same piece, measured two ways, in the cart's order
    const [custom, home] = screen.getAllByRole('checkbox', { name: `Order ${customName}` });
    expect(custom).not.toBeChecked();
    expect(home).not.toBeChecked();
    expect(home).toBeDisabled();
    expect(screen.getByLabelText('Gift note (optional)')).toHaveValue('For Mama');
    expect(screen.getByText('Code WELCOME10 applied')).toBeInTheDocument();
    await waitFor(() =>
      expect(quoteBodies.at(-1)).toEqual({
        itemIds: [a.itemId],
        promoCode: 'WELCOME10',
        homeMeasurement: null,
      }),
    );
  });

  it('tells her in Arabic, in the dual, that two pieces are no longer available (not the key’s name)', async () => {
    const [, b, c] = (await seedCart(['basic', 'custom', 'home'])) as [CartItem, CartItem, CartItem];
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/cart', user: 'user', state: { unavailableItemIds: [b.itemId, c.itemId] } });
    await screen.findAllByTestId('cart-item');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'قطعتان لم تعودا متوفرتين وأُخرجتا من طلبكِ. كل شيء آخر كما تركتِه.',
    );
    await settledTotals();
  });

  it('ignores a malformed unavailable state', async () => {
    await seedCart(['basic']);
    renderApp({ route: '/cart', user: 'user', state: { unavailableItemIds: ['1; drop', -3] } });
    await screen.findAllByTestId('cart-item');
    expect(screen.queryByText('No longer available')).not.toBeInTheDocument();
    expect(checkbox(basicName)).toBeChecked();
  });
});

describe('cart: removal', () => {
  it('removes an item at once, one request per press, and the header count follows', async () => {
    const { user, items } = await openCart(['basic', 'custom']);
    const header = screen.getByRole('link', { name: 'Cart, 2 items' });
    await user.click(screen.getByRole('button', { name: `Remove ${basicName}` }));
    expect(screen.queryByRole('link', { name: basicName })).not.toBeInTheDocument();
    await waitFor(() => expect(header).toHaveAccessibleName('Cart, 1 item'));
    expect(removeBodies).toEqual([{ itemId: items[0]!.itemId }]);
  });

  it('brings a refused removal back with a message; the cart is refetched', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openCart(['basic', 'custom']);
    let gets = 0;
    server.use(
      http.delete(apiPath('/user/cart/removeItem'), async () => {
        await delay(50);
        return HttpResponse.json({ message: { en: 'No', ar: 'لا' } }, { status: 500 });
      }),
      http.get(apiPath('/user/cart/get'), () => {
        gets += 1;
        return undefined;
      }),
    );
    await user.click(screen.getByRole('button', { name: `Remove ${basicName}` }));
    expect(screen.queryByRole('link', { name: basicName })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: basicName })).toBeInTheDocument();
    expect(
      await screen.findByText(`We couldn’t remove ${basicName}. It is back in your cart.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(gets).toBeGreaterThan(0));
    expect(errors).toHaveBeenCalled();
  });

  it('sends remove_from_cart with the item, in its currency', async () => {
    window.dataLayer = [];
    const { user, items } = await openCart(['basic']);
    await user.click(screen.getByRole('button', { name: `Remove ${basicName}` }));
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'remove_from_cart',
        ecommerce: expect.objectContaining({
          currency: 'BHD',
          value: items[0]!.unitPrice,
          items: [expect.objectContaining({ item_id: basicProduct.code, item_name: basicName })],
        }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });
});

describe('cart: an item that breaks the contract', () => {
  it('shows it for what can be read, with a way to remove it, and she can still buy the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signInAs('user');
    const oddId = await addToCart('custom');
    await addToCart('basic');
    // the API sends the custom piece without a usable price, and the basic one with a short colour
    patchProduct(customProduct.id, { p_price: null });
    patchProduct(basicProduct.id, { colour: [{ ...basicProduct.colour[0]!, hex: '#fff' }] });
    const { user } = renderApp({ route: '/cart', user: 'user' });
    const odd = await screen.findByTestId('cart-item-unreadable');
    expect(odd).toHaveAccessibleName(customName);
    expect(odd).toHaveTextContent('We can’t show this piece’s details right now, so it can’t be ordered.');
    expect(within(odd).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    // the rest of her cart is there, selected and quoted
    expect(screen.getAllByTestId('cart-item')).toHaveLength(1);
    expect(checkbox(basicName)).toBeChecked();
    expect(screen.getByText(/1 of 1 selected/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await settledTotals();
    expect(quoteBodies.at(-1)?.itemIds).not.toContain(oddId);
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    // its id is enough to remove it
    await user.click(within(odd).getByRole('button', { name: `Remove ${customName}` }));
    expect(removeBodies).toEqual([{ itemId: oddId }]);
    await waitFor(() => expect(screen.queryByTestId('cart-item-unreadable')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });
});

describe('cart: home visit', () => {
  it('asks for the visit when a home item is selected, refuses today, and checkout waits for day and time', async () => {
    const { user, router } = await openCart(['basic', 'home']);
    const visit = within(screen.getByTestId('home-visit'));
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(
      screen.getByText('Choose the day and time of your home measurement visit to continue.'),
    ).toBeInTheDocument();
    // no delivery date before the visit's day: her pieces are made after it
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(
      'Your pieces are made after your home visit: choose its day to see when they arrive.',
    );

    await user.click(visit.getByRole('radio', { name: /Another date/ }));
    const dateInput = visit.getByLabelText('Date of the visit');
    const { today, tomorrow } = visitDates();
    expect(dateInput).toHaveAttribute('min', tomorrow);
    await user.type(dateInput, today);
    expect(visit.getByRole('alert')).toHaveTextContent('Choose a date from tomorrow on.');
    expect(dateInput).toHaveAttribute('aria-invalid', 'true');

    // Tomorrow, unless it is a Friday (closed): then the day after.
    const { dayAfterTomorrow } = visitDates();
    const open = isFriday(tomorrow) ? dayAfterTomorrow : tomorrow;
    await user.click(
      visit.getByRole('radio', { name: isFriday(tomorrow) ? /^The day after tomorrow/ : /^Tomorrow/ }),
    );
    expect(visit.queryByRole('alert')).not.toBeInTheDocument();
    expect(checkout).toBeDisabled();
    await user.click(visit.getByRole('radio', { name: 'Evening' }));
    expect(checkout).toBeEnabled();
    await waitFor(() =>
      expect(quoteBodies.at(-1)?.homeMeasurement).toEqual({ date: open, timeOfDay: 'night' }),
    );
    await settledTotals();
    expect(screen.getByTestId('totals-home-fee')).toHaveTextContent('BHD 4.900');
    const dates = formatDeliveryRange(
      estimateDelivery({ start: shopDayOf(new Date())!, country: 'bh', visitDate: open })!,
      'en',
    ).replace(/\s/g, ' ');
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(
      `Estimated delivery, after your home visit on ${formatVisitDate(open, 'en')}: ${dates}`,
    );

    await user.type(screen.getByLabelText('Gift note (optional)'), 'For Mama');
    await user.click(checkout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(readCheckoutDraft()).toMatchObject({
      homeMeasurement: { date: open, timeOfDay: 'night' },
      giftNote: 'For Mama',
      promoCode: null,
    });
  });

  it('drops the visit block when no home item is selected', async () => {
    const { user } = await openCart(['basic', 'home']);
    expect(screen.getByTestId('home-visit')).toBeInTheDocument();
    await user.click(checkbox(customName));
    expect(screen.queryByTestId('home-visit')).not.toBeInTheDocument();
    // and the delivery dates count from today
    const dates = formatDeliveryRange(
      estimateDelivery({ start: shopDayOf(new Date())!, country: 'bh' })!,
      'en',
    ).replace(/\s/g, ' ');
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(`Estimated delivery: ${dates}`);
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });
});

describe('cart: a piece measured at home, shopping outside Bahrain', () => {
  it('flags it as soon as she shops in another country, leaves it out, with the ways out', async () => {
    const items = await seedCart(['basic', 'home']);
    const [plain, home] = items as [CartItem, CartItem];
    // she switches the country in the header: the choice is stored and the page loads again
    local.set(storageKeys.country, 'sa');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { user } = renderApp({ route: '/cart', user: 'user' });
    const notice = await screen.findByTestId('home-abroad-notice');
    expect(notice).toHaveTextContent(
      'Home measurement is offered in Bahrain only, and you are shopping in Saudi Arabia: the piece measured at home was taken out of your order. Choose another measurement method for it, or come back to Bahrain.',
    );
    // no Bahrain visit offered, the piece not in her order, the rest quoted and ready for checkout
    expect(screen.queryByTestId('home-visit')).not.toBeInTheDocument();
    expect(checkbox(customName)).not.toBeChecked();
    expect(checkbox(customName)).toBeDisabled();
    expect(checkbox(customName)).toHaveAccessibleDescription(
      /Bahrain only.*Choose another measurement method/,
    );
    expect(checkbox(basicName)).toBeChecked();
    await waitFor(() => expect(quoteBodies.at(-1)?.itemIds).toEqual([plain.itemId]));
    expect(quoteBodies.some((body) => body.itemIds.includes(home.itemId))).toBe(false);
    await settledTotals();
    expect(screen.queryByTestId('totals-home-fee')).not.toBeInTheDocument();
    // a way out: the piece's page, her colour and fabric kept, to choose another measurement method
    const measure = screen.getByRole('link', { name: `Choose another measurement method for ${customName}` });
    expect(measure).toHaveAttribute(
      'href',
      `/products/${home.product.id}?colour=${home.colour.id}&fabric=${home.fabric.id}` +
        (home.combinationId ? `&cut=${home.combinationId}` : ''),
    );
    // the other: back to Bahrain (the page loads again in Bahrain)
    await user.click(within(notice).getByRole('button', { name: 'Shop in Bahrain' }));
    expect(local.get(storageKeys.country)).toBe('bh');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes her to checkout with the rest, the piece measured at home left out', async () => {
    const items = await seedCart(['basic', 'home']);
    const [plain] = items as [CartItem, CartItem];
    local.set(storageKeys.country, 'ae');
    const { user, router } = renderApp({ route: '/cart', user: 'user' });
    await screen.findByTestId('home-abroad-notice');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(readCheckoutDraft()).toMatchObject({ itemIds: [plain.itemId], homeMeasurement: null });
  });

  it('says so in Arabic, two pieces in the dual', async () => {
    await seedCart(['home', 'home']);
    local.set(storageKeys.country, 'kw');
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/cart', user: 'user' });
    const notice = await screen.findByTestId('home-abroad-notice');
    expect(notice).toHaveTextContent(
      'خدمة أخذ المقاسات في المنزل متاحة في البحرين فقط، وأنتِ تتسوّقين في الكويت: لذلك أُخرجت من طلبكِ القطعتان اللتان تُؤخذ مقاساتهما في المنزل. اختاري لهما طريقة قياس أخرى، أو عودي إلى البحرين.',
    );
    expect(within(notice).getByRole('button', { name: 'التسوّق في البحرين' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', {
      name: `اختاري طريقة قياس أخرى لـ${customProduct.p_name.ar}`,
    });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/ar/products/${customProduct.id}\\?colour=`)),
    );
    // nothing left to order: checkout waits
    expect(screen.getByRole('button', { name: 'إتمام الطلب' })).toBeDisabled();
  });

  it('takes out the pieces a quote refuses for a home visit outside Bahrain (422 with itemIds) and quotes the rest', async () => {
    const items = await seedCart(['basic', 'home']);
    const [plain, home] = items as [CartItem, CartItem];
    const bahrainOnly = { en: 'Home measurement is offered in Bahrain only.', ar: 'في البحرين فقط.' };
    server.use(
      http.post(apiPath('/user/cart/quote'), async ({ request }) => {
        const body = (await request.clone().json()) as { itemIds: number[] };
        if (!body.itemIds.includes(home.itemId)) return undefined;
        return HttpResponse.json(
          { message: bahrainOnly, errors: { homeMeasurement: bahrainOnly }, itemIds: [home.itemId] },
          { status: 422 },
        );
      }),
    );
    renderApp({ route: '/cart', user: 'user' });
    const notice = await screen.findByTestId('home-abroad-notice');
    expect(notice).toHaveTextContent(
      'Home measurement is offered in Bahrain only: the piece measured at home was taken out of your order. Choose another measurement method for it.',
    );
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    expect(checkbox(customName)).toBeDisabled();
    await waitFor(() => expect(quoteBodies.at(-1)?.itemIds).toEqual([plain.itemId]));
    await settledTotals();
    expect(total()).toHaveTextContent(money(plain.unitPrice, 'BHD'));
  });
});

describe('cart: gift note and promo code', () => {
  it('counts the gift note and stops checkout past 250 characters', async () => {
    const { user } = await openCart(['basic']);
    const note = screen.getByLabelText('Gift note (optional)');
    await user.type(note, 'Hello');
    expect(screen.getByText('5 / 250')).toBeInTheDocument();
    await user.clear(note);
    await user.click(note);
    await user.paste('x'.repeat(251));
    expect(await screen.findByText('A gift note can be at most 250 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('asks for a code before applying, without calling the server', async () => {
    const { user } = await openCart(['basic']);
    await waitFor(() => expect(quoteBodies.length).toBeGreaterThan(0));
    const before = quoteBodies.length;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a promo code before applying')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(quoteBodies.length).toBe(before);
  });

  it('keeps the code she was applying when her session ends, through signing in again, and forgets it once applied', async () => {
    const { user, router } = await openCart(['basic']);
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME10');
    server.use(
      http.post(
        apiPath('/user/cart/quote'),
        () => HttpResponse.json({ message: { en: 'Your session has expired.' } }, { status: 401 }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    await signInOnScreen(user);
    // signing in is a few calls (the token, her account, the session check): longer than a render on a busy machine
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByLabelText('Promo code', {})).toHaveValue('WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('promo-applied')).toHaveTextContent('WELCOME10');
    expect(sessionStorage.getItem('formDraft:promoCode')).toBeNull();
  });

  it('shows the server’s own message for an expired code and keeps what she typed', async () => {
    const { user } = await openCart(['basic']);
    await user.type(screen.getByLabelText('Promo code'), 'SUMMER2024');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const message = await screen.findByText('The promo code SUMMER2024 has expired.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Promo code')).toHaveValue('SUMMER2024');
  });

  it('speaks Arabic: the empty-code message and the server’s own words for an unknown code', async () => {
    await i18next.changeLanguage('ar');
    await seedCart(['basic']);
    const { user } = renderApp({ route: '/ar/cart', user: 'user' });
    await screen.findAllByTestId('cart-item');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByText('يرجى إدخال رمز الخصم قبل التطبيق')).toBeInTheDocument();
    await user.type(screen.getByLabelText('رمز الخصم'), 'SUMMER2024');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByText('الرمز الترويجي SUMMER2024 منتهي الصلاحية.')).toBeInTheDocument();
  });

  it('does not show a code as applied when the quote comes back without it', async () => {
    const { user, items } = await openCart(['basic']);
    const price = items[0]!.unitPrice;
    server.use(
      http.post(apiPath('/user/cart/quote'), async ({ request }) => {
        const body = (await request.json()) as { itemIds: number[] };
        return HttpResponse.json({
          quote: {
            itemIds: body.itemIds,
            subtotal: price,
            homeMeasurementFee: 0,
            deliveryFee: 0,
            discount: 0,
            total: price,
            currency: 'BHD',
            promoCode: null,
          },
        });
      }),
    );
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code could not be applied to your order.')).toBeInTheDocument();
    expect(screen.queryByText('Code WELCOME10 applied')).not.toBeInTheDocument();
    await settledTotals();
  });

  it('applies WELCOME10: its discount in the summary and a way to remove it', async () => {
    const { user, items } = await openCart(['basic']);
    const price = items[0]!.unitPrice;
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code WELCOME10 applied')).toBeInTheDocument();
    await settledTotals();
    const discount = Math.round(price * 100) / 1000;
    expect(screen.getByTestId('totals-discount')).toHaveTextContent(money(discount, 'BHD', 'en'));
    expect(screen.getByText(`You save ${money(discount, 'BHD', 'en')}`)).toBeInTheDocument();
    expect(total()).toHaveTextContent(money(price - discount, 'BHD', 'en'));
    await user.click(screen.getByRole('button', { name: 'Remove code WELCOME10' }));
    await settledTotals();
    expect(screen.queryByTestId('totals-discount')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });
});

describe('cart: the summary', () => {
  it('says when the total cannot be calculated, with a retry that works', async () => {
    let fail = true;
    server.use(
      http.post(apiPath('/user/cart/quote'), () =>
        fail ? HttpResponse.text('<html>Bad gateway</html>', { status: 502 }) : undefined,
      ),
    );
    const { user, items } = await openCart(['basic']);
    expect(await screen.findByText('We couldn’t calculate your total.')).toBeInTheDocument();
    fail = false;
    await user.click(within(screen.getByTestId('cart-summary')).getByRole('button', { name: 'Try again' }));
    await settledTotals();
    expect(total()).toHaveTextContent(money(items[0]!.unitPrice, 'BHD'));
  });
});

describe('cart: the summary in her currency', () => {
  it.each([
    ['bh', 'BHD'],
    ['sa', 'SAR'],
    ['ae', 'AED'],
    ['kw', 'KWD'],
    ['qa', 'QAR'],
    ['om', 'OMR'],
  ] as const)('country %s: prices and totals in %s', async (country, currency) => {
    local.set(storageKeys.country, country);
    const { items } = await openCart(['basic']);
    expect(items[0]!.currency).toBe(currency);
    await settledTotals();
    const { quote } = (
      await api.post<{ quote: Quote }>('/user/cart/quote', {
        itemIds: [items[0]!.itemId],
        promoCode: null,
        homeMeasurement: null,
      })
    ).data;
    expect(quote.currency).toBe(currency);
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent(money(quote.subtotal, currency));
    expect(screen.getByTestId('totals-delivery')).toHaveTextContent(
      country === 'bh' ? 'Free' : money(quote.deliveryFee, currency),
    );
    expect(total()).toHaveTextContent(money(quote.total, currency));
    expect(screen.getByTestId('cart-item-price')).toHaveTextContent(
      money(items[0]!.unitPrice, currency, 'en'),
    );
  });
});

describe('cart: an order waiting for payment', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  afterEach(() => assign?.mockRestore());

  /** She ordered a piece and left the card page without paying: her cart is empty, the order pending. */
  async function orderLeftUnpaid() {
    const [item] = await seedCart(['basic']);
    const placed = await api.post('/user/orders', {
      itemIds: [item!.itemId],
      addressId: 1,
      homeMeasurement: null,
      giftNote: null,
      promoCode: null,
    });
    return placed.data.order as Order;
  }

  it('is offered above her empty cart, with Complete payment opening its card page', async () => {
    const order = await orderLeftUnpaid();
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderApp({ route: '/cart', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    const notice = await screen.findByRole('region', { name: 'Orders waiting for payment' });
    expect(notice).toHaveTextContent(
      `You have an order waiting for payment: order ${order.orderNumber}, ${money(order.total, order.currency)}.`,
    );
    await user.click(within(notice).getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toContain(`/payments/${order.id}`);
  });

  it('is offered in Arabic under /ar', async () => {
    const order = await orderLeftUnpaid();
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/cart', user: 'user' });
    const notice = await screen.findByRole('region', { name: 'طلبات بانتظار الدفع' });
    expect(notice).toHaveTextContent(`لديك طلب بانتظار الدفع: الطلب ${order.orderNumber}`);
    expect(within(notice).getByRole('button', { name: 'أكملي الدفع' })).toBeInTheDocument();
  });

  it('leaves out an order older than a day, a paid one and a declined one; the newest first', async () => {
    const order = await orderLeftUnpaid();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const as = (orderNumber: string, createdAt: string, patch: Partial<Order> = {}): Order => ({
      ...order,
      id: crypto.randomUUID(),
      orderNumber,
      createdAt,
      ...patch,
    });
    server.use(
      http.get(apiPath('/user/orders'), () =>
        HttpResponse.json({
          // out of order on purpose: the shop does not rely on the server's sort to pick the newest
          orders: [
            as('MTM-200001', hoursAgo(23)),
            as('MTM-200002', hoursAgo(1)),
            as('MTM-200003', hoursAgo(25)),
            as('MTM-200004', hoursAgo(2), {
              status: 'confirmed',
              payment: { method: 'card', status: 'paid', brand: 'Visa', last4: '4242' },
            }),
            as('MTM-200005', hoursAgo(2), {
              payment: { method: 'card', status: 'declined', brand: 'Visa', last4: '0002' },
            }),
          ],
        }),
      ),
    );
    renderApp({ route: '/cart', user: 'user' });
    const notice = await screen.findByRole('region', { name: 'Orders waiting for payment' });
    const lines = within(notice).getAllByRole('listitem');
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual([
      'MTM-200002',
      'MTM-200001',
    ]);
  });

  it('stays out of the way when her orders cannot be read: the cart works as before', async () => {
    server.use(http.get(apiPath('/user/orders'), () => HttpResponse.error()));
    await openCart(['basic']);
    expect(screen.getByTestId('cart-item')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Orders waiting for payment' })).not.toBeInTheDocument();
  });
});
