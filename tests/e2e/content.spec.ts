import type { Page } from '@playwright/test';
import arContentPages from '../../src/locales/ar/content';
import arHome from '../../src/locales/ar/home';
import enContentPages from '../../src/locales/en/content';
import enHome from '../../src/locales/en/home';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

const enContent = { ...enContentPages, ...enHome };
const arContent = { ...arContentPages, ...arHome };
const texts = { en: enContent, ar: arContent as typeof enContent };
type Lang = keyof typeof texts;
type Content = typeof enContent;

const pages: { path: string; heading: (c: Content) => string }[] = [
  { path: '/', heading: (c) => c.home.title },
  { path: '/how-it-works', heading: (c) => c.howItWorks.title },
  { path: '/how-to-measure', heading: (c) => c.howToMeasure.title },
  { path: '/size-guide', heading: (c) => c.sizeGuide.title },
  { path: '/size-chart', heading: (c) => c.sizeChart.title },
  { path: '/faqs', heading: (c) => c.faqs.title },
  { path: '/about-us', heading: (c) => c.about.title },
  { path: '/contact-us', heading: (c) => c.contact.title },
  { path: '/privacy-policy', heading: (c) => c.privacy.title },
  { path: '/terms&conidtions', heading: (c) => c.terms.title },
  { path: '/not-found', heading: (c) => c.notFound.title },
];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  const c = texts[lang];

  test.describe(`information pages in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    for (const { path, heading } of pages) {
      test(`${path} reads well, passes axe and never scrolls sideways`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading(c) })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        if (path === '/') {
          // The featured pieces arrive from the catalog as she scrolls to them: scan the page once they are in.
          await page.getByRole('region', { name: c.home.featuredTitle }).scrollIntoViewIfNeeded();
          await expect(page.getByRole('status', { name: c.home.featuredLoading })).toHaveCount(0);
          await expect(
            page.getByRole('region', { name: c.home.featuredTitle }).getByRole('link'),
          ).not.toHaveCount(0);
        }
        await expectAccessible(page, `${path} (${lang})`);
        await expectNoHorizontalScroll(page);
      });
    }

    test('the FAQ answers open and close from the keyboard', async ({ page }) => {
      await page.goto('/faqs');
      const first = page.getByRole('button', { name: c.faqs.q1 });
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: c.faqs.q1 })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('button', { name: c.faqs.q2 })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByRole('region', { name: c.faqs.q2 })).toBeVisible();
      await expectAccessible(page, `faqs open (${lang})`);
    });

    test('a contact message is checked, sent and confirmed', async ({ page }) => {
      await page.goto('/contact-us');
      await page.getByRole('button', { name: c.contact.submit }).click();
      await expect(page.getByLabel(c.contact.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await page
        .getByLabel(c.contact.name, { exact: true })
        .fill(lang === 'ar' ? 'نورة' + ' الخليفة' : 'Noora Al Khalifa');
      await page.getByLabel(c.contact.emailLabel, { exact: true }).fill('noora@example.com');
      await page
        .getByLabel(c.contact.message, { exact: true })
        .fill(
          lang === 'ar'
            ? 'أرغب في عباءة ليلى بطول أطول، هل يمكنكم ذلك؟'
            : 'I would love the Layla abaya a little longer. Is that possible?',
        );
      await page.getByRole('button', { name: c.contact.submit }).click();
      await expect(page.getByText(c.contact.sent)).toBeVisible();
      await expectAccessible(page, `contact sent (${lang})`);
    });
  });
}

test('an unknown address lands on the friendly 404, which leads back to the shop', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page).toHaveURL(/\/not-found$/);
  await page.getByRole('link', { name: enContent.notFound.shop }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the size guide opens the measuring guide in a new tab', async ({ page, context }) => {
  await page.goto('/size-guide');
  const [guide] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /step-by-step measuring guide/ }).click(),
  ]);
  await expect(guide.getByRole('heading', { level: 1, name: enContent.howToMeasure.title })).toBeVisible();
});
