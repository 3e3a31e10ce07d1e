import { signToken } from '../../src/mocks/jwt';
import { expect, test, useLanguage } from './fixtures';
import { mockApi } from './resilience-helpers';

// The language lives in the address (English unprefixed, Arabic under /ar); the stored choice sends an
// unprefixed page to its twin before anything paints. The hydration watch (fixtures.ts) checks every page here.
// The information pages hydrate in content.spec.ts, each in English (desktop) and in Arabic (phone), with their
// language and direction checked; the collection is not among them.
const prerendered = [['/products', 'Made to measure, chosen by you', 'مفصّلة على مقاسكِ، وباختياركِ']] as const;

test.describe('language in the address', () => {
  for (const [path, en, ar] of prerendered) {
    test(`${path} hydrates in English and in Arabic without a mismatch`, async ({ page }) => {
      for (const [url, lang, heading] of [
        [path, 'en', en],
        [`/ar${path}`, 'ar', ar],
      ] as const) {
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        const h1 = page.getByRole('heading', { level: 1 });
        if (heading) await expect(h1).toHaveText(heading);
        else await expect(h1).toBeVisible();
        // Hydrated: the header's language switch answers.
        await page.waitForLoadState('networkidle');
      }
    });
  }

  test('a page opened without /ar with Arabic stored goes to its Arabic twin, query and all', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    await page.goto('/products?category=abayas');
    await expect(page).toHaveURL(/\/ar\/products\?category=abayas$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مفصّلة على مقاسكِ، وباختياركِ');
  });

  // Issue 19.2: the payment provider, Google sign-in and e-mails all send her to unprefixed addresses
  // (/checkout/result?orderId=…). The language she is shopping in is her choice too: a page of a language stores
  // it, so every unprefixed return opens her language's twin, though she never pressed the switch.
  test('a shopper on Arabic pages comes back to Arabic from an unprefixed return', async ({ page }) => {
    const rejected = 'c4e8b2f0-6d1a-4b39-8e75-0f2a9c6d1b53';
    await page.goto('/ar/login');
    await page.getByLabel('البريد الإلكتروني').fill('noora@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Tafseel#2026');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/ar');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

    // What the provider does after the card page: a full load of the unprefixed result.
    await page.goto(`/checkout/result?orderId=${rejected}`);
    await expect(page).toHaveURL((url) => url.pathname === '/ar/checkout/result');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(rejected);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'رُفضت بطاقتكِ' })).toBeVisible();

    // A link from an e-mail.
    await page.goto(`/order-summary/${rejected}`);
    await expect(page).toHaveURL((url) => url.pathname === `/ar/order-summary/${rejected}`);
    await expect(page.getByRole('heading', { level: 1, name: 'الطلب MTM-100233' })).toBeVisible();
  });

  // Issue 36, finding 1: Google sends a returning shopper (who consented before) straight back, so the browser names the
  // shop's own /ar/login as the callback's Referer. The head script took that for her choice of English: she
  // landed on / or /profile, in English, with English stored. The provider is played here by a 302, as Google's is.
  for (const [start, landing, heading] of [
    ['/ar/login', '/ar', null],
    ['/ar/profile/address', '/ar/profile/address', 'العناوين'],
  ] as const) {
    test(`Google sending her straight back keeps her in Arabic, from ${start}`, async ({ page }) => {
      await page.route(/\/api\/v1\/auth\/auth\/google\?/, (route) => {
        const state = new URL(route.request().url()).searchParams.get('state') ?? '';
        const token = signToken({
          id: 'u-1001',
          role: 'user',
          email: 'noora@example.com',
          firstName: 'Noora',
        });
        return route.fulfill({
          status: 302,
          headers: { location: `/auth/callback?${new URLSearchParams({ token, state })}` },
        });
      });
      await page.goto(start);
      await expect(page).toHaveURL((url) => url.pathname === '/ar/login');
      const callback = page.waitForRequest(
        (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/auth/callback',
      );
      await page.getByRole('button', { name: 'تسجيل الدخول عبر Google' }).click();
      // the callback was asked for with the shop's Arabic sign-in page as its Referer
      const referer = (await (await callback).allHeaders()).referer ?? '';
      expect(new URL(referer).pathname).toBe('/ar/login');

      await expect(page).toHaveURL((url) => url.pathname === landing);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      if (heading) await expect(page.locator('#main').getByRole('heading', { name: heading })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
      // and her next unprefixed return (an e-mail's link) opens in Arabic too
      await page.goto('/faqs');
      await expect(page).toHaveURL((url) => url.pathname === '/ar/faqs');
    });
  }

  test('a shopper on English pages stores English, and an unprefixed page stays English', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Made to measure, chosen by you');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.goto('/faqs');
    await expect(page).toHaveURL((url) => url.pathname === '/faqs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('going back in history to an Arabic page makes Arabic her language again', async ({ page }) => {
    await page.goto('/ar/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مفصّلة على مقاسكِ، وباختياركِ');
    const menu = page.getByRole('button', { name: 'فتح القائمة' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: 'Switch to English' }).locator('visible=true').first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/products');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/ar/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    await page.goto('/cart');
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/ar/'));
  });

  test('switching language goes to the twin of the page she is on and remembers it', async ({ page }) => {
    await page.goto('/ar/products/12');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('button', { name: 'فتح القائمة' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: 'Switch to English' }).locator('visible=true').first().click();
    // Not /ar/products/12: the address's path is exactly the English twin.
    await expect(page).toHaveURL((url) => url.pathname === '/products/12');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.goto('/faqs');
    await expect(page).toHaveURL((url) => url.pathname === '/faqs');
  });

  // Issue 19.5: a server sentence in English on an Arabic page read '.The card payment was declined by the bank'.
  test('a server sentence in the other language keeps its full stop at its end', async ({ page }) => {
    const sentence = 'The card payment was declined by the bank.';
    await page.goto('/ar/login');
    await mockApi.failNext(page, 'POST', '/auth/signin', {
      status: 401,
      json: { message: { en: sentence } },
    });
    await page.getByLabel('البريد الإلكتروني').fill('noora@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Tafseel#2026');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: sentence });
    await expect(alert).toBeVisible();
    // Where the last word's last letter and the full stop are drawn: the stop right of the 'k', as in English.
    const [k, stop] = await alert.evaluate((element, text) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode();
      while (node && !node.textContent!.includes(text)) node = walker.nextNode();
      const at = node!.textContent!.indexOf(text) + text.length - 2;
      const box = (i: number) => {
        const range = document.createRange();
        range.setStart(node!, i);
        range.setEnd(node!, i + 1);
        return range.getBoundingClientRect().left;
      };
      return [box(at), box(at + 1)];
    }, sentence);
    expect(stop, 'the full stop is drawn after the last word').toBeGreaterThan(k);
  });

  test('an unknown Arabic path goes to the Arabic not-found page', async ({ page }) => {
    await page.goto('/ar/no/such/page');
    await expect(page).toHaveURL(/\/ar\/not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم نعثر على هذه الصفحة');
  });

  test('a guard keeps /ar, and signing in comes back to the Arabic page', async ({ page }) => {
    await page.goto('/ar/profile/help');
    await expect(page).toHaveURL(/\/ar\/login\?redirectTo=%2Far%2Fprofile%2Fhelp$/);
    await page.getByLabel('البريد الإلكتروني').fill('noora@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Tafseel#2026');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/profile\/help$/);
  });
});
