import type { Page } from '@playwright/test';
import arAuth from '../../src/locales/ar/auth';
import arCart from '../../src/locales/ar/cart';
import arProduct from '../../src/locales/ar/product';
import enAuth from '../../src/locales/en/auth';
import enCart from '../../src/locales/en/cart';
import enProduct from '../../src/locales/en/product';
import { accounts, expect, expectAccessible, SEED_PASSWORD, takeTurns, test, useLanguage } from './fixtures';
import {
  addProduct,
  at,
  choose,
  openVisitDay,
  CLASSIC,
  fill,
  NOOR,
  signInCustomer as signIn,
} from './shop-steps';

// The cart (issue 11), on a desktop and a phone, in English and Arabic: the pieces as she chose them, the
// selection, the home visit, WELCOME10, and a removal the server refuses. Mock catalog ids are stable.

const texts = {
  en: { auth: enAuth, cart: enCart, product: enProduct },
  ar: { auth: arAuth, cart: arCart, product: arProduct },
};

for (const lang of ['en', 'ar'] as const) {
  const { cart } = texts[lang];
  /** One piece's card in the cart, found by the link to the piece. */
  const item = (piece: typeof NOOR) => (page: Page) =>
    page.getByTestId('cart-item').filter({ has: page.getByRole('link', { name: piece.name[lang] }) });

  test.describe(`cart in ${lang}`, { tag: `@${lang}` }, () => {
    const turn = takeTurns(lang);
    test.beforeEach(async ({ page }) => {
      test.setTimeout(120_000);
      await useLanguage(page, lang);
    });

    test('a guest is invited to sign in and comes back to the cart', turn(), async ({ page }) => {
      await page.goto(at(lang, '/cart'));
      await expect(page.getByRole('heading', { name: cart.guest.title })).toBeVisible();
      await expectAccessible(page, `cart as a guest (${lang})`);
      await page.getByRole('main').getByRole('link', { name: cart.guest.signIn }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}\\?redirectTo=`));
      const { auth } = texts[lang];
      await page.getByLabel(auth.login.email).fill(accounts.customer);
      await page.getByLabel(auth.login.password, { exact: true }).fill(SEED_PASSWORD);
      await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/cart')}$`));
      await expect(page.getByRole('heading', { name: cart.empty.title })).toBeVisible();
      await expect(page.getByRole('link', { name: cart.empty.browse })).toBeVisible();
      await expectAccessible(page, `empty cart (${lang})`);
    });

    test('her pieces as she chose them, the selection, the visit and WELCOME10', turn(), async ({ page }) => {
      await signIn(page, lang);
      await addProduct(page, lang, CLASSIC, 'M');
      await addProduct(page, lang, NOOR, 'home');
      await page.goto(at(lang, '/cart'));
      await expect(page.getByRole('heading', { level: 1, name: cart.title })).toBeVisible();

      const classic = item(CLASSIC)(page);
      const noor = item(NOOR)(page);
      await expect(classic).toContainText(fill(cart.item.standard, { size: 'M' }));
      await expect(classic.getByRole('img', { name: new RegExp(CLASSIC.name[lang]) })).toBeVisible();
      await expect(noor).toContainText(cart.item.home);
      await expect(page.getByTestId('home-visit')).toBeVisible();
      const checkout = page.getByRole('button', { name: cart.checkout.submit, exact: true });
      await expect(checkout).toBeDisabled();
      await expect(page.getByText(cart.checkout.visitMissing)).toBeVisible();

      // everything selected; deselect one: the total follows
      const totals = page.getByTestId('cart-totals');
      await expect(totals).toHaveAttribute('data-stale', 'false');
      const bothTotal = await page.getByTestId('totals-total').textContent();
      const classicBox = page.getByRole('checkbox', {
        name: fill(cart.selection.select, { name: CLASSIC.name[lang] }),
      });
      await classicBox.uncheck();
      await expect(page.getByTestId('totals-total')).not.toHaveText(bothTotal ?? '');
      await expect(totals).toHaveAttribute('data-stale', 'false');
      await page.getByRole('button', { name: cart.selection.selectAll, exact: true }).click();
      await expect(classicBox).toBeChecked();
      await expect(page.getByTestId('totals-total')).toHaveText(bothTotal ?? '');

      await choose(page, openVisitDay(cart.visit));
      await choose(page, cart.visit.night);
      await expect(checkout).toBeEnabled();
      await expect(page.getByTestId('totals-home-fee')).toBeVisible();

      // the promo code: empty first, then WELCOME10
      await page.getByRole('button', { name: cart.promo.apply, exact: true }).click();
      await expect(page.getByText(cart.promo.required)).toBeVisible();
      await page.getByLabel(cart.promo.label, { exact: true }).fill('WELCOME10');
      await page.getByRole('button', { name: cart.promo.apply, exact: true }).click();
      await expect(page.getByText(fill(cart.promo.applied, { code: 'WELCOME10' }))).toBeVisible();
      await expect(page.getByTestId('totals-discount')).toBeVisible();
      await expect(totals).toHaveAttribute('data-stale', 'false');
      await expectAccessible(page, `cart with items (${lang})`);
      // the summary and its button are on screen once she scrolls to them (the phone's summary is below)
      await checkout.scrollIntoViewIfNeeded();
      await expect(checkout).toBeInViewport();
    });

    test('a removal the server refuses brings the item back', turn(), async ({ page }) => {
      await signIn(page, lang);
      await addProduct(page, lang, CLASSIC, 'M');
      await page.goto(at(lang, '/cart'));
      const classic = item(CLASSIC)(page);
      await expect(classic).toBeVisible();
      await page.evaluate(() =>
        (
          window as unknown as {
            mockApi: { failNext: (m: string, p: string, o: { status: number; delayMs?: number }) => void };
          }
        ).mockApi.failNext('DELETE', '/user/cart/removeItem', { status: 500, delayMs: 600 }),
      );
      await classic
        .getByRole('button', { name: fill(cart.remove.labelNamed, { name: CLASSIC.name[lang] }) })
        .click();
      await expect(classic).toHaveCount(0);
      await expect(classic).toBeVisible();
      await expect(page.getByText(fill(cart.remove.failedNamed, { name: CLASSIC.name[lang] }))).toBeVisible();
      await expectAccessible(page, `cart after a refused removal (${lang})`);
      // a second press goes through
      await classic
        .getByRole('button', { name: fill(cart.remove.labelNamed, { name: CLASSIC.name[lang] }) })
        .click();
      await expect(page.getByRole('heading', { name: cart.empty.title })).toBeVisible();
    });
  });
}
