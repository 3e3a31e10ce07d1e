import type { Request } from '@playwright/test';
import { signToken } from '../../src/mocks/jwt';
import { expect, test, useLanguage } from './fixtures';

// The Google callback's address carries her access token (/auth/callback?token=…). Every request the page makes
// would carry that address in its Referer, and the assets are asked for as soon as the HTML is read: the token
// must leave the address bar before then, so that only the callback document's own request ever has it.
const texts = {
  en: { google: 'Sign in with Google', heading: 'Addresses', prefix: '' },
  ar: { google: 'تسجيل الدخول عبر Google', heading: 'العناوين', prefix: '/ar' },
} as const;

const isCallbackDocument = (request: Request) =>
  request.isNavigationRequest() && /^(\/ar)?\/auth\/callback$/.test(new URL(request.url()).pathname);

for (const lang of ['en', 'ar'] as const) {
  test(
    `Google sign-in (${lang}): the token is in no request but the callback document's own`,
    { tag: '@desktop-only' },
    async ({ page }) => {
      const tx = texts[lang];
      await useLanguage(page, lang);
      await page.goto(`${tx.prefix}/profile/address`);
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      await page.getByRole('button', { name: tx.google }).click();
      await expect(page).toHaveURL(/\/api\/v1\/auth\/auth\/google\?state=[\w-]{43}$/);

      // the headers the browser sent with each request (Referer among them)
      const requests: { request: Request; referer: string }[] = [];
      page.context().on('request', (request) => {
        requests.push({ request, referer: request.headers().referer ?? '' });
      });

      await page.getByRole('button', { name: /Noora Alkhalifa/ }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${tx.prefix}/profile/address$`));
      await expect(
        page.locator('#main').getByRole('heading', { name: tx.heading, exact: true }),
      ).toBeVisible();

      const callback = requests.find(
        ({ request }) => isCallbackDocument(request) && request.url().includes('token='),
      );
      expect(callback, 'the callback document was asked for with its token').toBeDefined();
      const token = new URL(callback!.request.url()).searchParams.get('token');
      expect(token).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

      const leaks = requests
        .filter(({ request }) => request !== callback!.request)
        .filter(({ request, referer }) => request.url().includes(token!) || referer.includes(token!))
        .map(({ request, referer }) => `${request.method()} ${request.url()} (Referer: ${referer})`);
      expect(leaks, 'requests that carry the token').toEqual([]);
      // asset requests did happen after the callback, so the check above looked at something
      expect(requests.filter(({ request }) => /\/assets\//.test(request.url())).length).toBeGreaterThan(0);
      // once the address is clean the page has its usual policy back: later requests name the page they came from
      expect(requests.filter(({ referer }) => referer !== '').length).toBeGreaterThan(0);
      expect(page.url()).not.toContain('token');
      expect(await page.evaluate(() => sessionStorage.getItem('__authCallback'))).toBeNull();
      // the attempt's state was used once and forgotten
      expect(await page.evaluate(() => sessionStorage.getItem('googleAuthState'))).toBeNull();
    },
  );
}

// Issue 20.1 (login CSRF): a link to the callback with someone's token signed a guest in as them, and replaced the
// session of a shopper who was signed in. Only a callback that brings back the state of her own attempt counts.
test('a callback link she did not start signs no one in and replaces no session', async ({ page }) => {
  const sender = signToken({ id: 'u-9001', role: 'admin', email: 'admin@example.com', firstName: 'Huda' });
  const link = `/auth/callback?${new URLSearchParams({ token: sender, state: 'not-hers' })}`;

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(page.url()).not.toContain('token');

  // signed in as Noora, the same link leaves her session as it was
  const noora = signToken({ id: 'u-1001', role: 'user', email: 'noora@example.com', firstName: 'Noora' });
  await page.evaluate((token) => localStorage.setItem('token', token), noora);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(noora);
});
