import type { Page } from '@playwright/test';
import {
  accounts,
  expect,
  expectAccessible,
  SEED_PASSWORD,
  takeTurns,
  test,
  waitForHydration,
} from './fixtures';

/** The hooks of src/mocks/browser.ts that these journeys use (that file's types need Vite's, not Node's). */
type MockApi = {
  failNext: (method: string, pathPattern: string, options: { status: number; times?: number }) => void;
  makeUnavailable: (productId: number, combinationId?: number) => boolean;
  advanceOrders: () => string[];
  payOrder: (orderId: string, cardNumber: string) => string;
};
declare global {
  interface Window {
    mockApi?: MockApi;
  }
}

// The mock API's stand-in for the payment provider's hosted card page (src/mocks/server/payment-html.ts), and the
// window.mockApi hooks the journeys use (docs/mock-api.md).

type Lang = 'en' | 'ar';
const labels = {
  en: {
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    pay: /^Pay BHD/,
    cancel: 'Cancel and return to the shop',
  },
  ar: {
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvc: 'رمز الأمان (CVC)',
    name: 'الاسم على البطاقة',
    pay: /^ادفعي/,
    cancel: 'إلغاء والعودة إلى المتجر',
  },
};

/**
 * Signs Noora in through the API, puts a piece in her cart and orders it from a page in her language (which the
 * shop stores as hers); returns the order and its paymentUrl.
 */
async function placeOrder(page: Page, lang: Lang) {
  await page.goto(lang === 'ar' ? '/ar' : '/');
  await page.waitForFunction(() => window.mockApi !== undefined);
  return page.evaluate(
    async ({ lang, email, password }) => {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'Accept-Language': lang,
        'X-Country-Code': 'bh',
      };
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/api/v1${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, data: (await response.json().catch(() => null)) as never };
      };
      const session = await call('POST', '/auth/signin', { email, password });
      const { accessToken } = session.data as { accessToken: string };
      localStorage.setItem('token', accessToken);
      headers.Authorization = `Bearer ${accessToken}`;
      const added = await call('POST', '/user/cart/addItem', {
        productId: 5,
        combinationId: null,
        colorId: 1,
        fabricId: 1,
        measurementType: 'standard',
        measurementData: { sizeOption: 'M', bodyDimensions: null },
      });
      const { itemId } = added.data as { itemId: number };
      const placed = await call('POST', '/user/orders', {
        itemIds: [itemId],
        addressId: 1,
        homeMeasurement: null,
        giftNote: null,
        promoCode: null,
      });
      const { order, paymentUrl } = placed.data as {
        order: { id: string; total: number };
        paymentUrl: string;
      };
      return { orderId: order.id, paymentUrl };
    },
    { lang, email: accounts.customer, password: SEED_PASSWORD },
  );
}

/** The stored order, read through the API as the result page would. */
async function orderStatus(page: Page, orderId: string) {
  return page.evaluate(async (id) => {
    const token = localStorage.getItem('token');
    const response = await fetch(`/api/v1/user/orders/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { order } = (await response.json()) as { order: { status: string; payment: { status: string } } };
    return `${order.status}/${order.payment.status}`;
  }, orderId);
}

for (const lang of ['en', 'ar'] as const) {
  const l = labels[lang];
  const result = lang === 'ar' ? '/ar/checkout/result' : '/checkout/result';

  test.describe(`payment stand-in in ${lang}`, { tag: `@${lang}` }, () => {
    const turn = takeTurns(lang);
    test('shows the order and a card form in the URL’s language, with errors by the fields', async ({
      page,
    }) => {
      const { paymentUrl } = await placeOrder(page, lang);
      expect(paymentUrl).toMatch(new RegExp(`/api/v1/payments/[0-9a-f-]{36}\\?lang=${lang}$`));
      await page.goto(paymentUrl);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByText(/^MTM-\d{6}$/)).toBeVisible();
      await expectAccessible(page, `payment stand-in (${lang})`);

      await page.getByLabel(l.number).fill('5555 5555 5555 4444');
      await page.getByRole('button', { name: l.pay }).click();
      const number = page.getByLabel(l.number);
      await expect(number).toBeFocused();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toHaveAccessibleDescription(/4242.4242.4242.4242/);
      await expect(page.getByLabel(l.expiry)).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `payment stand-in with errors (${lang})`);
      // Nothing sticks out of a phone's screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test(
      'declines 4000 0000 0000 0002 and returns to the result page; the order is rejected',
      turn(),
      async ({ page }) => {
        const { orderId, paymentUrl } = await placeOrder(page, lang);
        await page.goto(paymentUrl);
        await page.getByLabel(l.number).fill('4000000000000002');
        await page.getByLabel(l.expiry).fill('1230');
        await page.getByLabel(l.cvc).fill('123');
        await page.getByLabel(l.name).fill('Noora Alkhalifa');
        await expect(page.getByLabel(l.number)).toHaveValue('4000 0000 0000 0002');
        await expect(page.getByLabel(l.expiry)).toHaveValue('12/30');
        await page.getByRole('button', { name: l.pay }).click();
        // The provider returns to the unprefixed result page; the shop opens it in her language.
        await expect(page).toHaveURL(`${result}?orderId=${orderId}`);
        // The result page has booted (its mock answers from here on), so the order is read through the mock.
        await waitForHydration(page);
        expect(await orderStatus(page, orderId)).toBe('rejected/declined');
      },
    );

    test(
      'Cancel returns to the result page without paying; the order stays pending',
      turn(),
      async ({ page }) => {
        const { orderId, paymentUrl } = await placeOrder(page, lang);
        await page.goto(paymentUrl);
        await page.getByRole('button', { name: l.cancel }).click();
        await expect(page).toHaveURL(`${result}?orderId=${orderId}`);
        // The result page has booted (its mock answers from here on), so the order is read through the mock.
        await waitForHydration(page);
        expect(await orderStatus(page, orderId)).toBe('pending/pending');
      },
    );
  });
}

test.describe('window.mockApi', () => {
  test('failNext fails the next matching call, even after a reload, then lets calls through', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => window.mockApi !== undefined);
    await page.evaluate(() => window.mockApi!.failNext('GET', '/categories', { status: 500, times: 2 }));
    const status = () => page.evaluate(async () => (await fetch('/api/v1/categories')).status);
    expect(await status()).toBe(500);
    await page.reload();
    await page.waitForFunction(() => window.mockApi !== undefined);
    expect(await status()).toBe(500);
    expect(await status()).toBe(200);
  });

  test('makeUnavailable turns an ordered piece into a 409, and advanceOrders moves a paid order on', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => window.mockApi !== undefined);
    const { orderId } = await placeOrder(page, 'en');
    expect(await page.evaluate((id) => window.mockApi!.payOrder(id, '4242 4242 4242 4242'), orderId)).toBe(
      'paid',
    );
    expect(await page.evaluate(() => window.mockApi!.advanceOrders())).toContainEqual(
      expect.stringMatching(/confirmed → in_tailoring/),
    );
    expect(await orderStatus(page, orderId)).toBe('in_tailoring/paid');
    expect(await page.evaluate(() => window.mockApi!.makeUnavailable(5))).toBe(true);
    const answer = await page.evaluate(async () => {
      const headers = {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      };
      const added = await fetch('/api/v1/user/cart/addItem', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          productId: 5,
          combinationId: null,
          colorId: 1,
          fabricId: 1,
          measurementType: 'standard',
          measurementData: { sizeOption: 'M', bodyDimensions: null },
        }),
      });
      return added.status;
    });
    expect(answer).toBe(409);
  });
});
