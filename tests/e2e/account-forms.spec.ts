import type { Page } from '@playwright/test';
import arAccount from '../../src/locales/ar/account';
import arAuth from '../../src/locales/ar/auth';
import arCheckout from '../../src/locales/ar/checkout';
import arProduct from '../../src/locales/ar/product';
import enAccount from '../../src/locales/en/account';
import enAuth from '../../src/locales/en/auth';
import enCheckout from '../../src/locales/en/checkout';
import enProduct from '../../src/locales/en/product';
import { accounts, expect, expectAccessible, SEED_PASSWORD, takeTurns, test, useLanguage } from './fixtures';

// Her account's forms (issue 12): details, addresses, password, measurements — and her saved measurements on a
// product page. Desktop and phone (the playwright projects), English and Arabic, axe on every screen.
const texts = {
  en: { account: enAccount, auth: enAuth, checkout: enCheckout, product: enProduct },
  ar: { account: arAccount, auth: arAuth, checkout: arCheckout, product: arProduct },
};
type Lang = keyof typeof texts;
const at = (lang: Lang, path: string) => (lang === 'ar' ? `/ar${path}` : path);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

type WithMock = Window & { mockApi?: { reset: () => void } };

async function signIn(page: Page, lang: Lang, password = SEED_PASSWORD) {
  const { auth } = texts[lang];
  await page.goto(at(lang, '/login'));
  await page.getByLabel(auth.login.email).fill(accounts.customer);
  await page.getByLabel(auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The mock's database back to its seed (docs/mock-api.md), so a changed password never leaks into another test. */
async function resetMock(page: Page, lang: Lang) {
  await page.goto(at(lang, '/'));
  await page.waitForFunction(() => (window as WithMock).mockApi !== undefined);
  await page.evaluate(() => (window as WithMock).mockApi!.reset());
}

/** Opens an account screen through the account's own navigation: the list on a desktop, the menu on a phone. */
async function openScreen(page: Page, lang: Lang, name: string) {
  const { account } = texts[lang];
  const menu = page.getByRole('button', { name: new RegExp(account.profile.menu) });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await page
    .getByRole('navigation', { name: account.profile.nav })
    .getByRole('link', { name, exact: true })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  const { account, auth, checkout, product } = texts[lang];

  test.describe(`account forms in ${lang}`, { tag: `@${lang}` }, () => {
    const turn = takeTurns(lang);
    test.beforeEach(async ({ page }) => {
      test.setTimeout(120_000);
      await useLanguage(page, lang);
      await resetMock(page, lang);
      await signIn(page, lang);
    });

    test('she edits her details', turn(), async ({ page }) => {
      await page.goto(at(lang, '/profile/address'));
      await openScreen(page, lang, account.profile.myDetails);
      const first = page.getByLabel(auth.register.firstName, { exact: true });
      await expect(first).toHaveValue('Noora');
      await expect(page.getByText(accounts.customer)).toBeVisible();
      await expect(page.getByRole('textbox', { name: auth.register.email })).toHaveCount(0);
      await expectAccessible(page, `my details (${lang})`);

      await first.fill('No ra');
      await page.getByRole('button', { name: account.details.save }).click();
      await expect(page.getByText(auth.validation.nameLetters)).toBeVisible();
      await expect(first).toBeFocused();

      await first.fill('Nouf');
      await page.getByLabel(auth.register.country, { exact: true }).selectOption('kw');
      await page.getByRole('button', { name: account.details.save }).click();
      await expect(page.getByText(account.details.saved)).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(auth.register.firstName, { exact: true })).toHaveValue('Nouf');
      await expect(page.getByLabel(auth.register.country, { exact: true })).toHaveValue('kw');
    });

    test('she adds, edits, makes default and deletes an address', turn(), async ({ page }) => {
      await page.goto(at(lang, '/profile'));
      await openScreen(page, lang, account.profile.addresses);
      const cards = page.getByTestId('address-card');
      // Noora's two seeded addresses: home in Manama (the default) and Riffa
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('Manama');
      await expect(cards.first()).toContainText(checkout.address.default);
      await expectAccessible(page, `addresses (${lang})`);

      await page.getByRole('button', { name: account.addressBook.add }).click();
      const form = page.getByRole('form', { name: checkout.address.formLabel });
      await form.getByLabel(checkout.address.name).fill('Mariam Alsayed');
      await form.getByLabel(checkout.address.phone).fill('97333999888');
      await form.getByLabel(checkout.address.details, { exact: true }).fill('Building 5, Road 1, Block 2');
      await form.getByLabel(checkout.address.city).fill('Riffa');
      await expectAccessible(page, `new address form (${lang})`);
      await form.getByRole('button', { name: checkout.address.save }).click();
      await expect(page.getByText(checkout.address.saved).first()).toBeVisible();
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(1)).toContainText('Mariam Alsayed');

      await page
        .getByRole('button', {
          name: fill(account.addressBook.editOf, { name: 'Mariam Alsayed', city: 'Riffa' }),
        })
        .click();
      const city = page.getByLabel(checkout.address.city);
      await city.fill('Muharraq');
      await page.getByRole('button', { name: checkout.address.save }).click();
      await expect(cards.filter({ hasText: 'Mariam Alsayed' })).toContainText('Muharraq');

      await page
        .getByRole('button', {
          name: fill(account.addressBook.makeDefaultOf, { name: 'Mariam Alsayed', city: 'Muharraq' }),
        })
        .click();
      await expect(cards.first()).toContainText('Mariam Alsayed');
      await expect(cards.first()).toContainText(checkout.address.default);

      await page
        .getByRole('button', {
          name: fill(account.addressBook.deleteOf, { name: 'Noora Alkhalifa', city: 'Manama' }),
        })
        .click();
      const dialog = page.getByRole('dialog', { name: account.addressBook.confirmTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `delete address dialog (${lang})`);
      await dialog.getByRole('button', { name: account.addressBook.confirmDelete }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(account.addressBook.deleted).first()).toBeVisible();
      await expect(cards).toHaveCount(2);
      await page.reload();
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('Muharraq');
      await expect(cards.nth(1)).toContainText('Riffa');
    });

    test('she changes her password and signs in with the new one', turn(), async ({ page }) => {
      await page.goto(at(lang, '/profile'));
      await openScreen(page, lang, account.profile.passwordChange);
      await expectAccessible(page, `password change (${lang})`);
      const current = page.getByLabel(account.password.current, { exact: true });
      await current.fill('Wrong#2026');
      await page.getByLabel(account.password.new, { exact: true }).fill('Abaya#2027');
      await page.getByLabel(account.password.confirm, { exact: true }).fill('Abaya#2027');
      await page.getByRole('button', { name: account.password.save }).click();
      await expect(current).toBeFocused();
      await expect(current).toHaveAttribute('aria-invalid', 'true');

      await current.fill(SEED_PASSWORD);
      await page.getByRole('button', { name: account.password.save }).click();
      await expect(page.getByRole('status').filter({ hasText: account.password.changed })).toBeVisible();
      await expect(current).toHaveValue('');

      const menu = page.getByRole('button', { name: new RegExp(account.profile.menu) });
      if (await menu.isVisible()) await menu.click();
      await page
        .getByRole('navigation', { name: account.profile.nav })
        .getByRole('button', { name: account.profile.signOut })
        .filter({ visible: true })
        .click();
      await expect(page).not.toHaveURL(/\/profile/);

      await page.goto(at(lang, '/login'));
      await page.getByLabel(auth.login.email).fill(accounts.customer);
      await page.getByLabel(auth.login.password, { exact: true }).fill(SEED_PASSWORD);
      await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
      await expect(page.getByText(auth.login.invalidCredentials)).toBeVisible();
      await signIn(page, lang, 'Abaya#2027');
      await page.goto(at(lang, '/profile'));
      await expect(page.getByRole('heading', { level: 2, name: account.profile.myDetails })).toBeVisible();
    });

    test('she saves her measurements and is offered them on a product page', turn(), async ({ page }) => {
      await page.goto(at(lang, '/profile'));
      await openScreen(page, lang, account.profile.measurements);
      const unit = product.measurement.unitShort.cm;
      const waist = page.getByLabel(`${product.measurement.fields.waist} (${unit})`, { exact: true });
      await expect(waist).toHaveValue('68');
      await expectAccessible(page, `my measurements (${lang})`);
      await waist.fill('71');
      await page.getByRole('button', { name: account.measurementsPage.save }).click();
      await expect(page.getByText(account.measurementsPage.saved)).toBeVisible();

      await page.goto(at(lang, '/products/1'));
      await page
        .locator('label', { has: page.getByRole('radio', { name: product.measurement.custom }) })
        .click();
      await page.getByRole('button', { name: product.measurement.useSaved }).click();
      await expect(
        page.getByLabel(`${product.measurement.fields.waist} (${unit})`, { exact: true }),
      ).toHaveValue('71');
      await expect(
        page.getByLabel(`${product.measurement.fields.bust} (${unit})`, { exact: true }),
      ).toHaveValue('90');
      await expectAccessible(page, `product page with saved measurements (${lang})`);
    });
  });
}
