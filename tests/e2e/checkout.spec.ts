import type { Page } from '@playwright/test';
import arAuth from '../../src/locales/ar/auth';
import arCart from '../../src/locales/ar/cart';
import arCheckout from '../../src/locales/ar/checkout';
import arProduct from '../../src/locales/ar/product';
import enAuth from '../../src/locales/en/auth';
import enCart from '../../src/locales/en/cart';
import enCheckout from '../../src/locales/en/checkout';
import enProduct from '../../src/locales/en/product';
import { expect, expectAccessible, takeTurns, test, useLanguage } from './fixtures';
import {
  addProduct,
  at,
  choose,
  openVisitDay,
  CLASSIC,
  fill,
  NOOR,
  signInCustomer as signIn,
  type Lang,
} from './shop-steps';

// The buying path, from sign-in to the confirmation and the public summary, in both languages, on a desktop
// and a phone. Pieces of the mock catalog (ids are stable, see src/mocks/data/catalog.ts).

const texts = {
  en: { auth: enAuth, cart: enCart, checkout: enCheckout, product: enProduct },
  ar: { auth: arAuth, cart: arCart, checkout: arCheckout, product: arProduct },
};
/** The payment provider's stand-in (src/mocks/server/payment-html.ts) labels its fields in the page's language. */
const card = {
  en: {
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    pay: /^Pay /,
  },
  ar: {
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvc: 'رمز الأمان (CVC)',
    name: 'الاسم على البطاقة',
    pay: /^ادفعي /,
  },
};

async function payWith(page: Page, lang: Lang, number: string, options: { scan?: boolean } = {}) {
  const labels = card[lang];
  await expect(page).toHaveURL(/\/api\/v1\/payments\/[0-9a-f-]{36}/);
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.expiry).fill('12/30');
  await page.getByLabel(labels.cvc).fill('123');
  await page.getByLabel(labels.name).fill('Noora Alkhalifa');
  if (options.scan ?? true) await expectAccessible(page, `payment stand-in (${lang})`);
  await page.getByRole('button', { name: labels.pay }).click();
  await expect(page).toHaveURL(new RegExp(`${at(lang, '/checkout/result')}\\?orderId=`));
}

for (const lang of ['en', 'ar'] as const) {
  const { cart, checkout } = texts[lang];

  test.describe(`buying in ${lang}`, { tag: `@${lang}` }, () => {
    const turn = takeTurns(lang);
    test.beforeEach(async ({ page }) => {
      test.setTimeout(150_000);
      await useLanguage(page, lang);
    });

    test('from two pieces to a confirmed order and its public summary', turn(), async ({ page, browser }) => {
      await signIn(page, lang);
      await addProduct(page, lang, CLASSIC, 'M');
      await addProduct(page, lang, NOOR, 'home');

      await page.goto(at(lang, '/cart'));
      await expect(page.getByRole('heading', { level: 1, name: cart.title })).toBeVisible();
      await page
        .getByRole('checkbox', { name: fill(cart.selection.select, { name: CLASSIC.name[lang] }) })
        .uncheck();
      await choose(page, openVisitDay(cart.visit));
      await choose(page, cart.visit.morning);
      await page.getByLabel(cart.promo.label, { exact: true }).fill('WELCOME10');
      await page.getByRole('button', { name: cart.promo.apply, exact: true }).click();
      await expect(page.getByText(fill(cart.promo.applied, { code: 'WELCOME10' }))).toBeVisible();
      // the totals settle (the cart dims stale figures while a new quote is on its way) before axe looks
      const totals = page.getByTestId('cart-totals');
      await expect(totals).not.toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => totals.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await expectAccessible(page, `cart ready to check out (${lang})`);
      await page.getByRole('button', { name: cart.checkout.submit, exact: true }).click();

      // checkout: only the home-visit piece, the visit, the promo, the totals
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/checkout')}$`));
      await expect(page.getByRole('heading', { level: 1, name: checkout.checkout.title })).toBeVisible();
      const items = page.getByTestId('order-items');
      await expect(items.getByRole('heading', { name: NOOR.name[lang] })).toBeVisible();
      await expect(items.getByRole('heading', { name: CLASSIC.name[lang] })).toHaveCount(0);
      await expect(page.getByTestId('checkout-visit')).toContainText(checkout.orders.timeOfDay.morning);
      await expect(page.getByTestId('order-totals')).toContainText('WELCOME10');
      await expect(page.getByText(checkout.policy.noChanges)).toBeVisible();
      await expectAccessible(page, `checkout (${lang})`);

      // a new address, saved to her addresses and chosen
      await page.getByRole('button', { name: checkout.address.add }).click();
      const form = page.getByRole('form', { name: checkout.address.formLabel });
      await form.getByRole('button', { name: checkout.address.save }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, `address form with errors (${lang})`);
      await form.getByLabel(checkout.address.name, { exact: true }).fill('Maryam Ali');
      await form.getByLabel(checkout.address.phone, { exact: true }).fill('97333001122');
      await form.getByLabel(checkout.address.details, { exact: true }).fill('Road 12, Building 4, Flat 2');
      await form.getByLabel(checkout.address.city, { exact: true }).fill('Riffa');
      await form.getByRole('button', { name: checkout.address.save }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('radio', { name: /Maryam Ali/ })).toBeChecked();

      await page.getByRole('button', { name: checkout.pay.submit }).click();
      await payWith(page, lang, '4242 4242 4242 4242');

      // the confirmation
      await expect(
        page.getByRole('heading', { level: 1, name: checkout.result.confirmed.title }),
      ).toBeVisible();
      const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
      expect(orderNumber).toMatch(/^MTM-\d+$/);
      await expect(page.getByTestId('confirmation-number')).toHaveText(/^CNF-/);
      await expect(page.getByTestId('visit-booked')).toContainText(checkout.orders.timeOfDay.morning);
      await expectAccessible(page, `confirmation (${lang})`);
      const summaryHref = await page
        .getByRole('link', { name: checkout.result.publicSummary })
        .getAttribute('href');
      expect(summaryHref).toMatch(new RegExp(`^${at(lang, '/order-summary/')}[0-9a-f-]{36}$`));

      // The public summary, in a fresh browser without her session. In mock mode the "server's" database lives
      // in her browser's storage, so the stranger's browser is given the orders table (and nothing of hers:
      // no token, no cart) as a real server would have it.
      const ordersTable = await page.evaluate(() => localStorage.getItem('mtm-mock-db:orders'));
      expect(ordersTable).toContain(orderNumber);
      const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      try {
        await fresh.addInitScript(
          ([l, table]) => {
            localStorage.setItem('language', l);
            localStorage.setItem('mtm-mock-db:orders', table);
          },
          [lang, ordersTable!] as const,
        );
        const stranger = await fresh.newPage();
        await stranger.goto(summaryHref!);
        await expect(
          stranger.getByRole('heading', {
            level: 1,
            name: fill(checkout.orderSummary.orderNumber, { number: orderNumber }),
          }),
          // a first visit: the browser installs the mock's service worker before the page can ask
        ).toBeVisible({ timeout: 30_000 });
        await expect(stranger.getByTestId('summary-address')).toContainText('Maryam Ali');
        await expect(stranger.getByTestId('summary-address')).toContainText('Riffa');
        await expect(stranger.getByText('97333001122')).toHaveCount(0);
        await expect(stranger.getByText(/Road 12/)).toHaveCount(0);
        expect(await stranger.evaluate(() => localStorage.getItem('token'))).toBeNull();
        await expectAccessible(stranger, `public order summary (${lang})`);
      } finally {
        await fresh.close();
      }
    });

    test(
      'Back from the card page without paying: her cart offers the unpaid order, and Complete payment pays it',
      turn(),
      async ({ page }) => {
        await signIn(page, lang);
        await addProduct(page, lang, CLASSIC, 'M');
        await page.goto(at(lang, '/cart'));
        await page.getByRole('button', { name: cart.checkout.submit, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: checkout.checkout.title })).toBeVisible();
        await page.getByRole('button', { name: checkout.pay.submit }).click();
        await expect(page).toHaveURL(/\/api\/v1\/payments\/[0-9a-f-]{36}/);
        const orderNumber = (await page.getByText(/^MTM-\d{6}$/).textContent())!.trim();

        // she presses Back on the card page, without paying
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${at(lang, '/cart')}$`));
        await expect(page.getByRole('heading', { name: cart.empty.title })).toBeVisible();
        const notice = page.getByRole('region', { name: checkout.unpaid.label });
        await expect(notice).toContainText(orderNumber);
        await expect(page.getByText(checkout.checkout.noDraft)).toHaveCount(0);
        await expectAccessible(page, `cart with an unpaid order (${lang})`);

        await notice.getByRole('button', { name: checkout.unpaid.pay }).click();
        // the card page is the one the other journeys scan
        await payWith(page, lang, '4242 4242 4242 4242', { scan: false });
        await expect(
          page.getByRole('heading', { level: 1, name: checkout.result.confirmed.title }),
        ).toBeVisible();
        await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
        // paid: her cart no longer offers it
        await page.goto(at(lang, '/cart'));
        await expect(page.getByRole('heading', { name: cart.empty.title })).toBeVisible();
        await expect(page.getByRole('region', { name: checkout.unpaid.label })).toHaveCount(0);
      },
    );

    test('a declined card is rejected, and another card confirms the order', turn(), async ({ page }) => {
      await signIn(page, lang);
      await addProduct(page, lang, CLASSIC, 'M');
      await page.goto(at(lang, '/cart'));
      await page.getByRole('button', { name: cart.checkout.submit, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: checkout.checkout.title })).toBeVisible();
      await expect(page.getByRole('radio', { name: /Noora Alkhalifa.*Manama/ })).toBeChecked();
      await page.getByRole('button', { name: checkout.pay.submit }).click();
      await payWith(page, lang, '4000 0000 0000 0002');

      // what is true and calm first, then spec 8's sentence
      await expect(
        page.getByRole('heading', { level: 1, name: checkout.result.rejected.declinedTitle }),
      ).toBeVisible();
      await expect(page.getByText(checkout.result.rejected.kept)).toBeVisible();
      await expect(page.getByTestId('rejected-message')).toHaveText(checkout.result.rejected.body);
      await expect(
        page.getByRole('figure', { name: checkout.orders.note }).getByRole('blockquote'),
      ).toHaveAttribute('lang', lang);
      await expect(page.getByRole('link', { name: checkout.result.rejected.contact })).toBeVisible();
      await expectAccessible(page, `rejection (${lang})`);
      await page.getByRole('button', { name: checkout.result.rejected.tryAgain }).click();
      await payWith(page, lang, '4242 4242 4242 4242');
      await expect(
        page.getByRole('heading', { level: 1, name: checkout.result.confirmed.title }),
      ).toBeVisible();
    });
  });
}
