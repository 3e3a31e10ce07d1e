import { expect, test, useLanguage } from './fixtures';

// The language lives in the address (English unprefixed, Arabic under /ar); the stored choice sends an
// unprefixed page to its twin before anything paints. The hydration watch (fixtures.ts) checks every page here.
const prerendered = [
  ['/', 'Clothes cut for you, not for a size label', 'ملابس تُفصَّل لكِ أنتِ، لا لمقاس على ملصق'],
  ['/size-guide', 'Finding Your Perfect Fit', 'اعثري على مقاسك المثالي'],
  ['/products', 'Made to measure, chosen by you', 'مفصّلة على مقاسكِ، وباختياركِ'],
  ['/faqs', 'Frequently asked questions', null],
  ['/about-us', null, null],
  ['/contact-us', 'Contact us', null],
  ['/how-it-works', null, null],
  ['/how-to-measure', null, null],
  ['/privacy-policy', null, null],
  ['/terms&conidtions', null, null],
  ['/size-chart', null, null],
  ['/not-found', 'We couldn’t find that page', 'لم نعثر على هذه الصفحة'],
] as const;

test.describe('language in the address', () => {
  for (const [path, en, ar] of prerendered) {
    test(`${path} hydrates in English and in Arabic without a mismatch`, async ({ page }) => {
      for (const [url, lang, heading] of [
        [path, 'en', en],
        [path === '/' ? '/ar' : `/ar${path}`, 'ar', ar],
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

  test('switching language goes to the twin of the page she is on and remembers it', async ({ page }) => {
    await page.goto('/ar/products/12');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('button', { name: 'فتح القائمة' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Switch to English' }).locator('visible=true').first().click();
    // Not /ar/products/12: the address's path is exactly the English twin.
    await expect(page).toHaveURL((url) => url.pathname === '/products/12');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.goto('/faqs');
    await expect(page).toHaveURL((url) => url.pathname === '/faqs');
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
