import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures';

const XSRF = 'xsrf-e2e-7f3a';

async function setXsrfCookie(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'XSRF-TOKEN', value: XSRF, url: baseURL ?? '' }]);
}

test.describe('the XSRF header', () => {
  test('goes with the sign-in call to this site, from the cookie', async ({ page, baseURL }) => {
    await setXsrfCookie(page, baseURL);
    await page.goto('/login');
    const signInCall = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/auth/signin') && r.method() === 'POST',
    );
    await signIn(page);
    const request = await signInCall;
    expect(await request.headerValue('x-xsrf-token')).toBe(XSRF);
    await expect(page).toHaveURL(/\/$/);
  });

  test("never goes to another origin, even from the shop's own API client", async ({ page, baseURL }) => {
    await setXsrfCookie(page, baseURL);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // Another origin for the browser: the same server under another host name.
    const other = `${(baseURL ?? '').replace('127.0.0.1', 'localhost')}/xsrf-probe`;
    const sameSite = `${baseURL}/api/v1/xsrf-probe`;
    const calls = [other, sameSite].map((url) =>
      page.waitForRequest((r) => r.url() === url && r.method() === 'GET'),
    );
    // The shop's one axios instance, as the running page holds it: the loaded chunk that configures it.
    const found = await page.evaluate(
      async ({ urls }) => {
        const scripts = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((name) => name.startsWith(location.origin) && name.endsWith('.js'));
        for (const url of scripts) {
          const source = await (await fetch(url)).text();
          if (!source.includes('X-XSRF-TOKEN')) continue;
          const module = (await import(url)) as Record<string, unknown>;
          for (const value of Object.values(module)) {
            const client = value as {
              defaults?: { xsrfHeaderName?: string };
              get?: (u: string) => Promise<unknown>;
            };
            if (typeof value !== 'function' || client.defaults?.xsrfHeaderName !== 'X-XSRF-TOKEN') continue;
            for (const target of urls) await client.get?.(target).catch(() => undefined);
            return true;
          }
        }
        return false;
      },
      { urls: [other, sameSite] },
    );
    expect(found).toBe(true);
    const [toOther, toSite] = await Promise.all(calls);
    expect(await toOther!.headerValue('x-xsrf-token')).toBeNull();
    expect(await toSite!.headerValue('x-xsrf-token')).toBe(XSRF);
  });
});

test.describe('the return target after sign-in', () => {
  for (const target of ['/.//evil.com', '/%2e//evil.com', '/a/..//evil.com/x']) {
    test(`a stored ${target} sends her home, signed in, not to the crash screen`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await page.evaluate((t) => sessionStorage.setItem('redirectAfterAuth', t), target);
      await signIn(page);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    });
  }
});

test.describe('the birth date on the registration form', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`follows the page's language and direction (${lang})`, async ({ page }, testInfo) => {
      await useLanguage(page, lang);
      await page.goto('/register');
      const words =
        lang === 'ar'
          ? { group: 'تاريخ الميلاد', day: 'اليوم', month: 'الشهر', year: 'السنة', may: 'مايو' }
          : { group: 'Date of birth', day: 'Day', month: 'Month', year: 'Year', may: 'May' };
      const group = page.getByRole('group', { name: words.group });
      await expect(group).toBeVisible();
      await expect(group).toHaveAttribute('lang', lang);
      await expect(group).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const day = group.getByLabel(words.day);
      const month = group.getByLabel(words.month);
      const year = group.getByLabel(words.year);
      await day.selectOption('04');
      await month.selectOption('05');
      await year.selectOption('1996');
      await expect(month.locator('option:checked')).toHaveText(words.may);
      expect(await month.evaluate((el) => getComputedStyle(el).direction)).toBe(
        lang === 'ar' ? 'rtl' : 'ltr',
      );

      // Day first where she starts reading: rightmost in Arabic, leftmost in English; all three on one line,
      // inside the form.
      const [d, m, y] = await Promise.all([day.boundingBox(), month.boundingBox(), year.boundingBox()]);
      const form = await page.locator('form').boundingBox();
      expect(d && m && y && form).toBeTruthy();
      const leftToRight = [d!.x, m!.x, y!.x];
      const order =
        lang === 'ar' ? [...leftToRight].sort((a, b) => b - a) : [...leftToRight].sort((a, b) => a - b);
      expect(leftToRight).toEqual(order);
      expect(new Set(leftToRight).size).toBe(3);
      expect(Math.abs(d!.y - y!.y)).toBeLessThan(2);
      for (const box of [d!, m!, y!]) {
        expect(box.x).toBeGreaterThanOrEqual(form!.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(form!.x + form!.width + 1);
      }
      await group.screenshot({ path: testInfo.outputPath(`birth-date-${lang}.png`) });
      await expectAccessible(page, `register (${lang})`);
    });
  }
});
