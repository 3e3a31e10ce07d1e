import type { Page } from '@playwright/test';
import arAccount from '../../src/locales/ar/account';
import arAuth from '../../src/locales/ar/auth';
import arCommon from '../../src/locales/ar/common';
import enAccount from '../../src/locales/en/account';
import enAuth from '../../src/locales/en/auth';
import enCommon from '../../src/locales/en/common';
import { accounts, expect, expectAccessible, SEED_PASSWORD, takeTurns, test, useLanguage } from './fixtures';

// Issue 12's other account screens (notifications, settings, saved cards), the header's account menu and the
// admin's dashboard, in both languages, on a desktop and a phone, with axe on every screen visited.
const texts = {
  en: { account: enAccount, auth: enAuth, common: enCommon },
  ar: { account: arAccount, auth: arAuth, common: arCommon },
};
type Lang = keyof typeof texts;

const at = (lang: Lang, path: string) => (lang === 'ar' ? `/ar${path}` : path);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

async function signIn(page: Page, lang: Lang, email = accounts.customer, from?: string) {
  const { auth } = texts[lang];
  await page.goto(from ?? at(lang, '/login'));
  if (from) await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel(auth.login.email).fill(email);
  await page.getByLabel(auth.login.password, { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function openMenu(page: Page, lang: Lang) {
  const { account, common } = texts[lang];
  await page.getByRole('button', { name: common.header.account }).click();
  const menu = page.getByRole('navigation', { name: account.accountMenu.label });
  await expect(menu).toBeVisible();
  return menu;
}

for (const lang of ['en', 'ar'] as const) {
  const { account } = texts[lang];

  test.describe(`account screens (${lang})`, { tag: `@${lang}` }, () => {
    const turn = takeTurns(lang);
    // Each journey signs in and loads several screens with an axe scan on each: more than one screen's time.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('the account menu leads to each screen of her account', turn(), async ({ page }) => {
      await signIn(page, lang);
      const screens = [
        ['myDetails', '/profile'],
        ['myOrders', '/profile/my-orders'],
        ['addresses', '/profile/address'],
        ['measurements', '/profile/measurements'],
        ['notifications', '/profile/notifications'],
        ['settings', '/profile/settings'],
        ['paymentMethods', '/profile/payment-methods'],
        ['help', '/profile/help'],
      ] as const;
      for (const [key, path] of screens) {
        const menu = await openMenu(page, lang);
        if (key === 'myDetails') await expectAccessible(page, `account menu (${lang})`);
        await menu.getByRole('link', { name: new RegExp(`^${account.accountMenu[key]}`) }).click();
        await expect(page).toHaveURL(new RegExp(`${at(lang, path)}$`));
        await expect(menu).toBeHidden();
      }
      // the menu closes on Escape and gives the focus back to its button
      const menu = await openMenu(page, lang);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: texts[lang].common.header.account })).toBeFocused();
      // it stays inside the screen, in both directions
      await openMenu(page, lang);
      const box = await menu.boundingBox();
      const width = page.viewportSize()!.width;
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    });

    test('she marks a notification read and follows one to its order', turn(), async ({ page }) => {
      await signIn(page, lang);
      await page.goto(at(lang, '/profile/notifications'));
      const list = page.getByRole('list', { name: account.profile.notifications });
      const unread = list.locator('li[data-unread]');
      await expect(unread.first()).toBeVisible();
      const before = await unread.count();
      expect(before).toBeGreaterThanOrEqual(2);
      await expectAccessible(page, `notifications (${lang})`);

      const first = unread.first();
      const title = (await first.getByRole('heading').textContent())!
        .replace(`${account.notificationsPage.unread}: `, '')
        .trim();
      const firstId = await first.getAttribute('aria-labelledby');
      const markReadAnswer = () =>
        page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            /\/user\/notifications\/\d+\/read$/.test(response.url()),
        );
      // its answer is let come first: on a busy machine it could come after the second's call and stand for it
      const firstMarked = markReadAnswer();
      await first
        .getByRole('button', { name: fill(account.notificationsPage.markReadLabel, { title }) })
        .click();
      expect((await firstMarked).ok()).toBe(true);
      await expect(list.locator(`li[aria-labelledby="${firstId}"]`)).not.toHaveAttribute(
        'data-unread',
        'true',
      );
      await expect(unread).toHaveCount(before - 1);

      // the next unread one leads to its order, and is read once opened
      const next = unread.first();
      const link = next.getByRole('link', { name: account.notificationsPage.viewOrder });
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${at(lang, '/profile/my-orders/')}[0-9a-f-]{36}$`));
      // opening it marks it read: that call is let finish before the test reloads the page, which would cut it off
      const markedRead = markReadAnswer();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      expect((await markedRead).ok()).toBe(true);

      await page.goto(at(lang, '/profile/notifications'));
      await expect(list).toBeVisible();
      await expect(unread).toHaveCount(before - 2);
    });

    test('a setting she switches is kept after a reload', turn(), async ({ page }) => {
      await signIn(page, lang);
      await page.goto(at(lang, '/profile/settings'));
      const emails = page.getByRole('switch', { name: account.settingsPage.marketingEmails });
      await expect(emails).not.toBeChecked();
      await expectAccessible(page, `settings (${lang})`);
      await emails.click();
      await expect(emails).toBeChecked();
      await expect(emails).not.toHaveAttribute('aria-busy', 'true');
      await page.reload();
      await expect(page.getByRole('switch', { name: account.settingsPage.marketingEmails })).toBeChecked();
      await expect(page.getByRole('switch', { name: account.settingsPage.orderUpdatesBySms })).toBeChecked();
    });

    test('she deletes a saved card after confirming', turn(), async ({ page }) => {
      await signIn(page, lang);
      await page.goto(at(lang, '/profile/payment-methods'));
      const names = { brand: 'Visa', last4: '4242' };
      await expect(page.getByText(fill(account.paymentMethodsPage.card, names))).toBeVisible();
      await expectAccessible(page, `payment methods (${lang})`);
      await page.getByRole('button', { name: fill(account.paymentMethodsPage.deleteLabel, names) }).click();
      const dialog = page.getByRole('dialog', { name: account.paymentMethodsPage.confirmTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `delete card dialog (${lang})`);
      await dialog.getByRole('button', { name: account.paymentMethodsPage.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(account.paymentMethodsPage.emptyTitle)).toBeVisible();
      await page.reload();
      await expect(page.getByText(account.paymentMethodsPage.emptyTitle)).toBeVisible();
      await expectAccessible(page, `payment methods, empty (${lang})`);
    });

    test('an admin lands on the dashboard and cannot open the profile', turn(), async ({ page }) => {
      await signIn(page, lang, accounts.admin, at(lang, '/dashboard'));
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/dashboard')}$`));
      await expect(page.getByRole('heading', { level: 1, name: account.dashboard.title })).toBeVisible();
      await expect(page.getByText(account.dashboard.revenueToday)).toBeVisible();
      await expectAccessible(page, `dashboard (${lang})`);
      // the sign-in page sends a signed-in admin here too
      await page.goto(at(lang, '/login'));
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/dashboard')}$`));
      await page.goto(at(lang, '/profile'));
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/dashboard')}$`));
      await page.goto(at(lang, '/profile/notifications'));
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/dashboard')}$`));
      // her menu: the dashboard and sign-out
      const menu = await openMenu(page, lang);
      await expect(menu.getByRole('link')).toHaveCount(1);
      await menu.getByRole('button', { name: account.accountMenu.signOut }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}$`));
    });
  });
}
