import type { Page } from '@playwright/test';
import arAccount from '../../src/locales/ar/account';
import arAuth from '../../src/locales/ar/auth';
import arCheckout from '../../src/locales/ar/checkout';
import enAccount from '../../src/locales/en/account';
import enAuth from '../../src/locales/en/auth';
import enCheckout from '../../src/locales/en/checkout';
import { accounts, expect, expectAccessible, SEED_PASSWORD, test, useLanguage } from './fixtures';

// Her orders in the account (issue 12): the lists, an order's timeline, the rejected list on request, and a
// rejected order paid with another card through the payment stand-in — in both languages, on a desktop and a
// phone. The seeded orders are in docs/mock-api.md (MTM-100231 delivered, -100232 shipped, -100233 rejected).
const texts = {
  en: { account: enAccount, auth: enAuth, checkout: enCheckout },
  ar: { account: arAccount, auth: arAuth, checkout: arCheckout },
};
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
type Lang = keyof typeof texts;

const at = (lang: Lang, path: string) => (lang === 'ar' ? `/ar${path}` : path);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

async function signIn(page: Page, lang: Lang) {
  const { auth } = texts[lang];
  await page.goto(at(lang, '/login'));
  await page.getByLabel(auth.login.email).fill(accounts.customer);
  await page.getByLabel(auth.login.password, { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

for (const lang of ['en', 'ar'] as const) {
  const { account, checkout } = texts[lang];
  const orderCard = (page: Page, number: string) =>
    page.getByRole('article', { name: fill(account.ordersPage.card.number, { number }) });

  test.describe(`her orders in ${lang}`, { tag: `@${lang}` }, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(120_000);
      await useLanguage(page, lang);
    });

    test('orders, a timeline, the rejected list and another card for a rejected order', async ({ page }) => {
      await signIn(page, lang);
      await page.goto(at(lang, '/profile/my-orders'));
      await expect(page.getByRole('heading', { level: 2, name: account.profile.myOrders })).toBeVisible();
      const current = page.getByTestId('orders-current');
      await expect(orderCard(page, 'MTM-100232')).toBeVisible();
      await expect(current.getByRole('article')).toContainText([checkout.orders.status.shipped]);
      await expect(page.getByTestId('orders-delivered').getByRole('article')).toContainText([
        checkout.orders.status.delivered,
      ]);
      await expect(page.getByTestId('orders-rejected')).toHaveCount(0);
      await expectAccessible(page, `my orders (${lang})`);

      // an order's timeline: shipped is the current step, with its tracking number
      await orderCard(page, 'MTM-100232').getByRole('link').click();
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: fill(account.orderDetails.title, { number: 'MTM-100232' }),
        }),
      ).toBeVisible();
      const step = page.getByTestId('order-timeline').locator('[aria-current="step"]');
      await expect(step).toHaveCount(1);
      await expect(step).toContainText(checkout.orders.status.shipped);
      await expect(page.getByTestId('tracking-number')).toHaveText('AX5173920468');
      await expect(page.getByTestId('order-policy')).toHaveText(checkout.policy.noChanges);
      await expectAccessible(page, `order details (${lang})`);

      // the rejected list, on request, kept in the address across a reload
      await page.getByRole('link', { name: account.orderDetails.back }).first().click();
      await page.getByRole('button', { name: account.ordersPage.showRejected }).click();
      await expect(page).toHaveURL(/\?show=rejected$/);
      await expect(page.getByTestId('orders-rejected').getByRole('article')).toContainText([
        checkout.orders.status.rejected,
      ]);
      await page.reload();
      await expect(orderCard(page, 'MTM-100233')).toBeVisible();
      await expectAccessible(page, `my orders with the rejected list (${lang})`);

      // a rejected order: spec 8's words and another card
      await orderCard(page, 'MTM-100233').getByRole('link').click();
      await expect(page.getByText(checkout.result.rejected.declinedTitle)).toBeVisible();
      await expect(page.getByText(checkout.result.rejected.kept)).toBeVisible();
      await expect(page.getByTestId('rejected-message')).toHaveText(checkout.result.rejected.body);
      await expect(page.getByTestId('order-notes').getByRole('blockquote')).toHaveAttribute('lang', lang);
      const timelineEnd = page.getByTestId('order-timeline').locator('[aria-current="step"]');
      await expect(timelineEnd).toContainText(checkout.orders.status.rejected);
      await expectAccessible(page, `rejected order (${lang})`);
      await page.getByRole('button', { name: checkout.result.rejected.tryAgain }).click();

      // the payment provider's stand-in
      const labels = card[lang];
      await expect(page).toHaveURL(/\/api\/v1\/payments\/c4e8b2f0-6d1a-4b39-8e75-0f2a9c6d1b53/);
      await page.getByLabel(labels.number).fill('4242 4242 4242 4242');
      await page.getByLabel(labels.expiry).fill('12/30');
      await page.getByLabel(labels.cvc).fill('123');
      await page.getByLabel(labels.name).fill('Noora Alkhalifa');
      await page.getByRole('button', { name: labels.pay }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/checkout/result')}\\?orderId=`));
      await expect(
        page.getByRole('heading', { level: 1, name: checkout.result.confirmed.title }),
      ).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText('MTM-100233');

      // and the order is now among her current ones, confirmed
      await page.goto(at(lang, '/profile/my-orders'));
      await expect(
        current.getByRole('article', {
          name: fill(account.ordersPage.card.number, { number: 'MTM-100233' }),
        }),
      ).toContainText(checkout.orders.status.confirmed);
    });
  });
}
