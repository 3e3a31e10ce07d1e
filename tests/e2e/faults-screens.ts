import type { Locator, Page } from '@playwright/test';
import { arabic, english } from '../../src/locales/arabic-strings';
import { paymentTexts } from '../../src/mocks/payment-texts';
import { expect, SEED_PASSWORD } from './fixtures';
import { choose, CLASSIC, NOOR, type Lang } from './shop-steps';

// The fault matrix's data: every screen of the shop, who is signed in, the API call(s) it depends on, how to tell
// it is ready and, for a form, what she types and how she sends it. faults-matrix.spec.ts crosses it with the
// faults.

export const words = { en: english, ar: arabic };
type Words = (typeof words)['en'];

export type Who = 'guest' | 'customer' | 'admin';
export type Call = { method: string; path: string };

/** A form on the screen: what she types, the button that sends it, and what she sees once it went through. */
export type FormCase = {
  call: Call;
  fill: (page: Page, w: Words, lang: Lang) => Promise<void>;
  /** The values she typed or picked in a field, read back after the failure (each locator and its value). */
  typed: (page: Page, w: Words, lang: Lang) => Array<[Locator, string]>;
  /** What else she chose (a radio, a note carried from the cart), checked still there after the failure. */
  kept?: (page: Page, w: Words, lang: Lang) => Promise<void>;
  submit: (page: Page, w: Words) => Locator;
  done: (page: Page, w: Words, lang: Lang) => Locator;
  /**
   * The server did it but its answer never reached her (it came after the 20 s timeout): what she is told and
   * how she goes on from there, up to `done`. Only forms whose call makes something that must not be made twice.
   */
  lost?: (page: Page, w: Words, lang: Lang, placedLate: boolean) => Promise<void>;
  /**
   * A failure that is no answer (a 5xx, a dropped connection) of a call that may have worked all the same: what she
   * is told while the shop finds out, up to when she may send it again. Only forms with `lost`.
   */
  unsure?: (page: Page, w: Words, lang: Lang) => Promise<void>;
};

export type Screen = {
  name: string;
  path: string;
  who: Who;
  /** What she does before the screen (e.g. put a piece in her cart); runs before the fault is set. */
  before?: (page: Page, lang: Lang) => Promise<void>;
  /** How she gets to the screen once the fault is set: by default the address. */
  arrive?: (page: Page, lang: Lang) => Promise<void>;
  /** The data calls the screen loads (the faults hit these), or, with `form`, the form's own call. */
  calls: Call[];
  ready: (page: Page, w: Words, lang: Lang) => Locator;
  form?: FormCase;
  /** The screen's own words for a failed load, where it does not show the API's message. */
  failure?: (w: Words) => string[];
};

const ORDER = {
  delivered: { id: '3f6c2a1e-8b4d-4e7a-9c15-2d8f0b6a7e31', number: 'MTM-100231' },
  shipped: { id: '9a1d7e54-2c3b-4f86-a0e9-5b7c1d3f8a42', number: 'MTM-100232' },
  rejected: { id: 'c4e8b2f0-6d1a-4b39-8e75-0f2a9c6d1b53', number: 'MTM-100233' },
};

const bust = (page: Page, w: Words) =>
  page.getByRole('textbox', { name: new RegExp(`^${w.product.measurement.fields.bust}`) });

const get = (path: string): Call => ({ method: 'GET', path });

// — registering: a fresh address for every cell, so a second try (or a retry of the test) is never 'email in use' —
let registrations = 0;
let registering = '';
const newcomer = {
  en: { firstName: 'Amal', lastName: 'Alqasimi' },
  ar: { firstName: 'أمل', lastName: 'القاسمي' },
};
const registerPassword = 'Strong#Pass1';
const birthDate = (page: Page, w: Words) => page.getByRole('group', { name: w.auth.register.birthDate });
const registerFields = (page: Page, w: Words, lang: Lang): Array<[Locator, string]> => [
  [page.getByLabel(w.auth.register.firstName, { exact: true }), newcomer[lang].firstName],
  [page.getByLabel(w.auth.register.lastName, { exact: true }), newcomer[lang].lastName],
  [page.getByLabel(w.auth.register.email, { exact: true }), registering],
  [page.getByLabel(w.auth.register.password, { exact: true }), registerPassword],
  [page.getByLabel(w.auth.register.confirmPassword, { exact: true }), registerPassword],
  [birthDate(page, w).getByLabel(w.auth.register.birthDay, { exact: true }), '14'],
  [birthDate(page, w).getByLabel(w.auth.register.birthMonth, { exact: true }), '07'],
  [birthDate(page, w).getByLabel(w.auth.register.birthYear, { exact: true }), '1995'],
  [page.getByLabel(w.auth.register.country, { exact: true }), 'ae'],
  [page.getByLabel(w.auth.register.heardFrom, { exact: true }), 'instagram'],
];

// — checking out: a piece in her cart and what the cart hands to checkout —
const GIFT_NOTE = { en: 'Eid Mubarak, my dear sister', ar: 'عيدكِ مبارك يا أختي الغالية' };

/**
 * Puts the Classic abaya (size M) in her cart through the mock's API with her token, and leaves what the cart
 * hands over when she presses 'Checkout' (domain/checkout-draft.ts: that piece, a gift note) in the
 * tab's session storage, as the cart does: seconds cheaper than the product page and the cart, every cell.
 */
async function productInHerCart(page: Page, lang: Lang) {
  await page.goto(lang === 'ar' ? '/ar/size-guide' : '/size-guide');
  await page.waitForFunction(() => 'mockApi' in window);
  const itemId = await page.evaluate(
    async ({ productId, giftNote }) => {
      const response = await fetch('/api/v1/user/cart/addItem', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        },
        body: JSON.stringify({
          productId,
          combinationId: null,
          colorId: 1,
          fabricId: 1,
          measurementType: 'standard',
          measurementData: { sizeOption: 'M', bodyDimensions: null },
        }),
      });
      if (response.status !== 201) throw new Error(`addItem answered ${response.status}`);
      const { itemId } = (await response.json()) as { itemId: number };
      sessionStorage.setItem(
        'checkoutDraft',
        JSON.stringify({ itemIds: [itemId], homeMeasurement: null, giftNote, promoCode: null }),
      );
      return itemId;
    },
    { productId: CLASSIC.id, giftNote: GIFT_NOTE[lang] },
  );
  expect(itemId).toBeGreaterThan(0);
}

/** The checkout with her piece in it, her addresses and the totals: everything it loads has come. */
const checkoutReady = (page: Page, lang: Lang) =>
  page
    .locator('main')
    .filter({ has: page.getByTestId('order-items').getByRole('heading', { name: CLASSIC.name[lang] }) })
    .filter({ has: page.getByRole('radio', { name: /Manama/ }) })
    .filter({ has: page.getByTestId('order-totals') });
const riffa = (page: Page) => page.getByRole('radio', { name: /Riffa/ });
const anyOfNames = (...names: string[]) =>
  new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

export const screens: Screen[] = [
  {
    name: 'home',
    path: '/',
    who: 'guest',
    calls: [get('/products')],
    failure: (w) => [w.home.home.featuredError],
    arrive: async (page) => {
      await page.mouse.wheel(0, 2400);
    },
    ready: (page) => page.locator('main a[href*="/products/"]').first(),
  },
  {
    name: 'collection',
    path: '/products',
    who: 'guest',
    calls: [get('/products')],
    ready: (page, _w, lang) => page.getByRole('link', { name: NOOR.name[lang] }).first(),
  },
  {
    name: 'product',
    path: `/products/${CLASSIC.id}`,
    who: 'guest',
    calls: [get('/products/:id')],
    ready: (page, _w, lang) => page.getByRole('heading', { level: 1, name: CLASSIC.name[lang] }),
  },
  {
    name: 'cart',
    path: '/cart',
    who: 'customer',
    calls: [get('/user/cart/get')],
    ready: (page, w) => page.getByRole('heading', { name: w.cart.empty.title }),
  },
  {
    name: 'order summary',
    path: `/order-summary/${ORDER.shipped.id}`,
    who: 'guest',
    calls: [get('/orders/:id/summary')],
    ready: (page) => page.getByText(ORDER.shipped.number).first(),
  },
  {
    name: 'checkout result',
    path: `/checkout/result?orderId=${ORDER.delivered.id}`,
    who: 'customer',
    calls: [get('/user/orders/:id')],
    ready: (page) => page.getByText(ORDER.delivered.number).first(),
  },
  {
    name: 'my details',
    path: '/profile',
    who: 'customer',
    calls: [get('/user/profile')],
    ready: (page, w) => page.getByRole('button', { name: w.account.details.save }),
  },
  {
    name: 'my orders',
    path: '/profile/my-orders',
    who: 'customer',
    calls: [get('/user/orders')],
    ready: (page) => page.getByText(ORDER.shipped.number).first(),
  },
  {
    name: 'order details',
    path: `/profile/my-orders/${ORDER.shipped.id}`,
    who: 'customer',
    calls: [get('/user/orders/:id')],
    ready: (page) => page.getByText('AX5173920468').first(),
  },
  {
    name: 'addresses',
    path: '/profile/address',
    who: 'customer',
    calls: [get('/user/addresses')],
    ready: (page, w) => page.getByRole('button', { name: w.account.addressBook.add }),
  },
  {
    name: 'measurements',
    path: '/profile/measurements',
    who: 'customer',
    calls: [get('/user/measurements')],
    ready: (page, w) => page.getByRole('button', { name: w.account.measurementsPage.save }),
  },
  {
    name: 'notifications',
    path: '/profile/notifications',
    who: 'customer',
    calls: [get('/user/notifications')],
    ready: (page) => page.getByText(ORDER.shipped.number).first(),
  },
  {
    name: 'settings',
    path: '/profile/settings',
    who: 'customer',
    calls: [get('/user/settings')],
    ready: (page) => page.getByRole('checkbox').or(page.getByRole('switch')).first(),
  },
  {
    name: 'payment methods',
    path: '/profile/payment-methods',
    who: 'customer',
    calls: [get('/user/payment-methods')],
    ready: (page) => page.getByText(/4242/).first(),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    who: 'admin',
    calls: [get('/admin/summary')],
    ready: (page, w) => page.getByRole('heading', { level: 1, name: w.account.dashboard.title }),
  },
  // Screens whose data is a form she sends: the fault hits the form's call.
  {
    name: 'sign in',
    path: '/login',
    who: 'guest',
    calls: [],
    ready: (page, w) => page.getByRole('button', { name: w.auth.login.submit, exact: true }),
    form: {
      call: { method: 'POST', path: '/auth/signin' },
      fill: async (page, w) => {
        await page.getByLabel(w.auth.login.email).fill('noora@example.com');
        await page.getByLabel(w.auth.login.password, { exact: true }).fill(SEED_PASSWORD);
      },
      typed: (page, w) => [
        [page.getByLabel(w.auth.login.email), 'noora@example.com'],
        [page.getByLabel(w.auth.login.password, { exact: true }), SEED_PASSWORD],
      ],
      submit: (page, w) => page.getByRole('button', { name: w.auth.login.submit, exact: true }),
      done: (page, w) => page.getByRole('button', { name: w.account.accountMenu.label }),
    },
  },
  {
    name: 'password reset',
    path: '/password-reset/email',
    who: 'guest',
    calls: [],
    ready: (page, w) => page.getByRole('button', { name: w.auth.reset.sendCode }),
    form: {
      call: { method: 'POST', path: '/auth/password-reset/request' },
      fill: async (page, w) => {
        await page.getByLabel(w.auth.reset.email).fill('noora@example.com');
      },
      typed: (page, w) => [[page.getByLabel(w.auth.reset.email), 'noora@example.com']],
      submit: (page, w) => page.getByRole('button', { name: w.auth.reset.sendCode }),
      done: (page, w) => page.getByLabel(w.auth.reset.otp),
    },
  },
  {
    name: 'contact',
    path: '/contact-us',
    who: 'guest',
    calls: [],
    ready: (page, w) => page.getByRole('button', { name: w.content.contact.submit }),
    form: {
      call: { method: 'POST', path: '/contact' },
      fill: async (page, w) => {
        await page.getByLabel(w.content.contact.name).fill('Noora Ahmed');
        await page.getByLabel(w.content.contact.emailLabel).fill('noora@example.com');
        await page
          .getByLabel(w.content.contact.message, { exact: true })
          .fill('Can the Noor abaya be made longer?');
      },
      typed: (page, w) => [
        [page.getByLabel(w.content.contact.name), 'Noora Ahmed'],
        [page.getByLabel(w.content.contact.emailLabel), 'noora@example.com'],
        [page.getByLabel(w.content.contact.message, { exact: true }), 'Can the Noor abaya be made longer?'],
      ],
      submit: (page, w) => page.getByRole('button', { name: w.content.contact.submit }),
      done: (page, w) => page.getByText(w.content.contact.sent).first(),
    },
  },
  {
    name: 'password change',
    path: '/profile/password-change',
    who: 'customer',
    calls: [],
    ready: (page, w) => page.getByRole('button', { name: w.account.password.save }),
    form: {
      call: { method: 'POST', path: '/user/password-change' },
      fill: async (page, w) => {
        await page.getByLabel(w.account.password.current, { exact: true }).fill(SEED_PASSWORD);
        await page.getByLabel(w.account.password.new, { exact: true }).fill('Tafseel#2027');
        await page.getByLabel(w.account.password.confirm, { exact: true }).fill('Tafseel#2027');
      },
      typed: (page, w) => [
        [page.getByLabel(w.account.password.current, { exact: true }), SEED_PASSWORD],
        [page.getByLabel(w.account.password.new, { exact: true }), 'Tafseel#2027'],
        [page.getByLabel(w.account.password.confirm, { exact: true }), 'Tafseel#2027'],
      ],
      submit: (page, w) => page.getByRole('button', { name: w.account.password.save }),
      done: (page, w) => page.getByText(w.account.password.changed).first(),
    },
  },
  {
    name: 'measurements (save)',
    path: '/profile/measurements',
    who: 'customer',
    calls: [],
    ready: (page, w) => page.getByRole('button', { name: w.account.measurementsPage.save }),
    form: {
      call: { method: 'PUT', path: '/user/measurements' },
      fill: async (page, w) => {
        await bust(page, w).fill('91');
      },
      typed: (page, w) => [[bust(page, w), '91']],
      submit: (page, w) => page.getByRole('button', { name: w.account.measurementsPage.save }),
      done: (page, w) => page.getByText(w.account.measurementsPage.saved).first(),
    },
  },
  {
    name: 'register',
    path: '/register',
    who: 'guest',
    calls: [],
    ready: (page, w) => page.getByRole('button', { name: w.auth.register.submit, exact: true }),
    form: {
      call: { method: 'POST', path: '/auth/register' },
      fill: async (page, w, lang) => {
        registering = `amal.${lang}.${++registrations}.${Date.now()}@example.com`;
        for (const [field, value] of registerFields(page, w, lang)) {
          if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
          else await field.fill(value);
        }
      },
      typed: registerFields,
      // the button reads 'Creating your account…' while the call is out
      submit: (page, w) =>
        page.getByRole('button', { name: anyOfNames(w.auth.register.submit, w.auth.register.submitting) }),
      done: (page, w) => page.getByRole('button', { name: w.account.accountMenu.label }),
    },
  },
  // Checkout: her piece is put in her cart (and the cart's hand-over left) before the fault is set.
  {
    name: 'checkout',
    path: '/checkout',
    who: 'customer',
    before: productInHerCart,
    calls: [get('/user/cart/get'), get('/user/addresses'), { method: 'POST', path: '/user/cart/quote' }],
    ready: (page, _w, lang) => checkoutReady(page, lang),
  },
  {
    name: 'checkout (place order)',
    path: '/checkout',
    who: 'customer',
    before: productInHerCart,
    calls: [],
    ready: (page, _w, lang) => checkoutReady(page, lang),
    // no clear answer: the shop says it could not confirm the order, then what it found among her orders
    failure: (w) => [w.checkout.unconfirmed.title, w.checkout.pay.failed],
    form: {
      call: { method: 'POST', path: '/user/orders' },
      // she sends it to her second address, in Riffa
      fill: async (page) => {
        await page.locator('label', { has: riffa(page) }).click();
        await expect(riffa(page)).toBeChecked();
      },
      typed: () => [],
      kept: async (page, _w, lang) => {
        await expect(riffa(page), 'the address she chose is still chosen').toBeChecked();
        await expect(page.getByText(GIFT_NOTE[lang]), 'her gift note is still there').toBeVisible();
        await expect(page.getByTestId('order-items')).toContainText(CLASSIC.name[lang]);
      },
      // after a failure the button says 'Try again'
      submit: (page, w) =>
        page.getByRole('button', {
          name: anyOfNames(w.checkout.pay.submit, w.checkout.pay.retry, w.checkout.pay.placing),
        }),
      // what checkout does next: the payment provider's card page (the mock's stand-in), in her language
      done: (page, _w, lang) => page.getByLabel(paymentTexts[lang].number),
      // it has not been found among her orders (here, nothing was placed): the shop looks for about a minute and
      // then asks her to check her orders before she pays again — never that nothing was placed
      unsure: async (page, w) => {
        await expect(page.getByTestId('order-still-checking'), 'still looking for it').toContainText(
          w.checkout.unconfirmed.stillChecking,
        );
        await expect(
          page.getByTestId('order-unconfirmed'),
          'after its looks: check her orders before paying again',
        ).toContainText(w.checkout.unconfirmed.notConfirmed, { timeout: 90_000 });
        await expect(page.getByRole('link', { name: w.checkout.unconfirmed.myOrders })).toBeVisible();
      },
      // her order was placed: checkout finds it among her orders and she completes its payment, never ordering twice
      lost: async (page, w, lang, placedLate) => {
        if (placedLate) {
          // at the timeout the order is not there yet: she is told the shop is still looking, and cannot pay again
          await expect(
            page.getByTestId('order-still-checking'),
            'told it is still being looked for, not that nothing was placed',
          ).toContainText(w.checkout.unconfirmed.stillChecking, { timeout: 40_000 });
          await expect(page.getByRole('button', { name: w.checkout.pay.submit })).toBeDisabled();
        }
        const found = page.getByTestId('order-found');
        await expect(found, 'told the order could not be confirmed, then that it was placed').toContainText(
          w.checkout.unconfirmed.title,
          { timeout: 40_000 },
        );
        await expect(found).toContainText(/MTM-\d{6}/);
        await expect(page.getByText(GIFT_NOTE[lang]), 'what she ordered is still on the page').toBeVisible();
        await expect(
          page.getByRole('button', { name: anyOfNames(w.checkout.pay.submit, w.checkout.pay.retry) }),
          'no way to order it again',
        ).toHaveCount(0);
        await found.getByRole('button', { name: w.checkout.unpaid.pay }).click();
      },
    },
  },
  // She puts a piece in her cart, in size M.
  {
    name: 'product (add to cart)',
    path: `/products/${NOOR.id}`,
    who: 'customer',
    calls: [],
    ready: (page, _w, lang) => page.getByRole('heading', { level: 1, name: NOOR.name[lang] }),
    form: {
      call: { method: 'POST', path: '/user/cart/addItem' },
      fill: async (page) => {
        await choose(page, 'M');
      },
      typed: () => [],
      kept: async (page) => {
        await expect(page.getByRole('radio', { name: 'M', exact: true }), 'the size she chose').toBeChecked();
      },
      submit: (page, w) =>
        page.getByRole('button', { name: anyOfNames(w.product.add.submit, w.product.add.adding) }),
      done: (page, w) => page.getByRole('dialog', { name: w.product.itemAdded.title }),
    },
  },
  // Her card was declined: she tries another; the call asks the provider for a new card page.
  {
    name: 'checkout result (another card)',
    path: `/checkout/result?orderId=${ORDER.rejected.id}`,
    who: 'customer',
    calls: [],
    ready: (page, w) => page.getByRole('button', { name: w.checkout.result.rejected.tryAgain }),
    failure: (w) => [w.checkout.result.rejected.failed],
    form: {
      call: { method: 'POST', path: '/user/orders/:id/pay' },
      fill: async () => {},
      typed: () => [],
      submit: (page, w) =>
        page.getByRole('button', {
          name: anyOfNames(w.checkout.result.rejected.tryAgain, w.checkout.result.rejected.opening),
        }),
      done: (page, _w, lang) => page.getByLabel(paymentTexts[lang].number),
    },
  },
];

/** Every loading call of a screen whose path is the screen's own (not the form's). */
export const loadCalls = (screen: Screen): Call[] => (screen.form ? [screen.form.call] : screen.calls);
