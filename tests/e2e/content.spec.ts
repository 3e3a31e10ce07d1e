import type { Page } from '@playwright/test';
import arCommon from '../../src/locales/ar/common';
import arContentPages from '../../src/locales/ar/content';
import arHome from '../../src/locales/ar/home';
import enCommon from '../../src/locales/en/common';
import enContentPages from '../../src/locales/en/content';
import enHome from '../../src/locales/en/home';
import { expect, expectAccessible, takeTurns, test, useLanguage, waitForHydration } from './fixtures';
import { holdScripts } from './hold-scripts';

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

  test.describe(`information pages in ${lang}`, { tag: `@${lang}` }, () => {
    const turn = takeTurns(lang);
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    for (const { path, heading } of pages) {
      test(`${path} reads well, passes axe and never scrolls sideways`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading(c) })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
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

    test(
      'an FAQ answer opens before the scripts, stays open once they run, and the keyboard moves on',
      turn(),
      async ({ context }) => {
        // a phone's first seconds: the prerendered page, its scripts not yet run
        const page = await context.newPage();
        await useLanguage(page, lang);
        await holdScripts(page, 3000);
        await page.goto(lang === 'ar' ? '/ar/faqs' : '/faqs', { waitUntil: 'commit' });
        const first = page.locator('summary', { hasText: c.faqs.q1 });
        await first.click();
        await expect(page.getByText(c.faqs.a1)).toBeVisible();
        await expect(page.getByText(c.faqs.a2)).toBeHidden();

        await waitForHydration(page);
        await expect(page.getByText(c.faqs.a1)).toBeVisible();
        await first.focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.locator('summary', { hasText: c.faqs.q2 })).toBeFocused();
        await page.keyboard.press('Space');
        await expect(page.getByText(c.faqs.a2)).toBeVisible();
        await first.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByText(c.faqs.a1)).toBeHidden();
        await expectAccessible(page, `faqs open (${lang})`);
      },
    );

    test('a contact message is checked, sent and confirmed', turn(), async ({ page }) => {
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

// Issue 9: on a phone the chart lost its Hips column off the edge and broke ranges as '104–/109'.
for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  const c = texts[lang];
  test(
    `the size chart reads whole on a 360 px phone, ranges on one line, low to high (${lang})`,
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await useLanguage(page, lang);
      for (const path of ['/size-guide', '/size-chart']) {
        await page.goto(path);
        const region = page.getByRole('region', { name: c.sizeChart.caption });
        const table = region.getByRole('table');
        await expect(table).toBeVisible();
        await region.scrollIntoViewIfNeeded();
        await expect(table.getByRole('columnheader', { name: c.sizeChart.hips })).toBeInViewport({
          ratio: 1,
        });
        const fit = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(fit.scroll, `${path}: the chart is cut off`).toBeLessThanOrEqual(fit.client);
        const cells = await table.evaluate((t) =>
          [...t.querySelectorAll('td')].map((td) => {
            const text = td.firstChild as Text;
            const at = (from: number, to: number) => {
              const range = document.createRange();
              range.setStart(text, from);
              range.setEnd(text, to);
              return range.getBoundingClientRect();
            };
            const length = text.length;
            const whole = document.createRange();
            whole.selectNodeContents(td);
            const lines = new Set([...whole.getClientRects()].map((r) => Math.round(r.top)));
            return {
              text: text.data,
              lines: lines.size,
              firstLeft: at(0, 1).left,
              lastLeft: at(length - 1, length).left,
              inside: td.getBoundingClientRect().right <= document.documentElement.clientWidth,
            };
          }),
        );
        expect(cells).toHaveLength(36);
        for (const cell of cells) {
          expect(cell.lines, `${path}: '${cell.text}' breaks`).toBe(1);
          expect(cell.firstLeft, `${path}: '${cell.text}' reads high to low`).toBeLessThan(cell.lastLeft);
          expect(cell.inside, `${path}: '${cell.text}' is off the screen`).toBe(true);
        }
        await expectNoHorizontalScroll(page);
      }
    },
  );
}

// Phone numbers stay whole and read left to right, in Arabic too ('+973 1700 0000', never '0000 1700 973+').
for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`phone numbers stay on one line, left to right (${lang})`, { tag: `@${lang}` }, async ({ page }) => {
    await useLanguage(page, lang);
    for (const path of ['/contact-us', '/size-guide']) {
      await page.goto(path);
      const number = page.locator('a[href^="tel:"] bdi').first();
      await expect(number).toHaveText('+973 1700 0000');
      const shape = await number.evaluate((el) => {
        const text = el.firstChild as Text;
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        const plus = document.createRange();
        plus.setStart(text, 0);
        plus.setEnd(text, 1);
        const last = document.createRange();
        last.setStart(text, text.length - 1);
        last.setEnd(text, text.length);
        return {
          lines: lines.size,
          plus: plus.getBoundingClientRect().left,
          last: last.getBoundingClientRect().left,
        };
      });
      expect(shape.lines, `${path}: the number breaks`).toBe(1);
      expect(shape.plus, `${path}: the number reads right to left`).toBeLessThan(shape.last);
    }
  });
}

// Issue 9: on a phone the country switch's arrow sat outside its box, and in Arabic 'Sign in' broke over two
// lines once the menu was open.
for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(
    `the phone's menu: the switch's arrow inside its box, 'Sign in' on one line (${lang})`,
    { tag: '@phone-only' },
    async ({ page }) => {
      const common = lang === 'ar' ? arCommon : enCommon;
      await useLanguage(page, lang);
      await page.goto('/');
      await page.getByRole('banner').waitFor();
      await page.getByRole('button', { name: common.a11y.openMenu }).click();
      const select = page.locator('#country-switch-mobile');
      await expect(select).toBeVisible();
      const { box, arrow, flag } = await select.evaluate((el) => {
        const wrapper = el.parentElement!;
        const rect = (e: Element | null) => {
          const r = e?.getBoundingClientRect();
          return r && { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        return {
          box: rect(el)!,
          arrow: rect(wrapper.querySelector(':scope > svg:last-of-type'))!,
          flag: rect(wrapper.querySelector('[data-flag]')),
        };
      });
      for (const [name, icon] of [
        ['arrow', arrow],
        ['flag', flag ?? arrow],
      ] as const) {
        expect(icon.left, `the ${name} is inside the box`).toBeGreaterThanOrEqual(box.left);
        expect(icon.right, `the ${name} is inside the box`).toBeLessThanOrEqual(box.right);
        expect(icon.top, `the ${name} is inside the box`).toBeGreaterThanOrEqual(box.top);
        expect(icon.bottom, `the ${name} is inside the box`).toBeLessThanOrEqual(box.bottom);
      }
      expect(flag, 'the country has its flag').toBeTruthy();
      const signIn = page.getByRole('banner').getByRole('link', { name: common.header.signIn });
      const { height, lineHeight } = await signIn
        .getByText(common.header.signIn, { exact: true })
        .evaluate((el) => ({
          height: el.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(el).lineHeight),
        }));
      expect(height, "'Sign in' breaks over two lines").toBeLessThanOrEqual(lineHeight + 0.5);
      await expectNoHorizontalScroll(page);
    },
  );
}
