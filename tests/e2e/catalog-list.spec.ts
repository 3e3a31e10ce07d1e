import type { Page } from '@playwright/test';
import arCatalog from '../../src/locales/ar/catalog';
import arProduct from '../../src/locales/ar/product';
import enCatalog from '../../src/locales/en/catalog';
import enProduct from '../../src/locales/en/product';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

const grid = (page: Page, name: string) => page.getByRole('list', { name });
const cards = (page: Page, name: string) => grid(page, name).getByRole('heading', { level: 2 });

test.describe('the product list in English', { tag: '@en' }, () => {
  // A lost press on the pager must fail the run, never pass on a second try (issue 9).
  test.describe.configure({ retries: 0 });
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('browse, filter by category, search and sort; the filters survive a reload', async ({ page }) => {
    await page.goto('/products');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Made to measure, chosen by you' }),
    ).toBeVisible();
    await expect(cards(page, 'Products')).toHaveCount(12);
    await expect(page.getByText('27 pieces')).toBeVisible();
    const first = grid(page, 'Products').getByRole('link').first();
    await expect(first).toContainText('Mayar Organza Gown');
    await expect(first).toContainText('Pre-order');
    await expect(first).toContainText('BHD 155.000');
    await expectAccessible(page, 'product list');

    await page.getByRole('link', { name: 'Kaftans', exact: true }).click();
    await expect(page).toHaveURL(/\?category=kaftans$/);
    await expect(page.getByText('5 pieces')).toBeVisible();
    await expect(cards(page, 'Products')).toHaveCount(5);

    await page.getByRole('searchbox', { name: 'Search' }).fill('silk');
    await expect(page).toHaveURL(/category=kaftans&q=silk/);
    await expect(page.getByText('1 piece for “silk”')).toBeVisible();
    await expect(cards(page, 'Products')).toHaveText(['Marrakech Silk Kaftan']);

    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByText('5 pieces')).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/category=kaftans&sort=price_asc/);
    await expect(cards(page, 'Products')).toHaveText([
      'Reem Printed Kaftan',
      'Yasmin Beaded Kaftan',
      'Farah Chiffon Kaftan',
      'Marrakech Silk Kaftan',
      'Lulwa Velvet Kaftan',
    ]);

    await page.reload();
    await expect(page.getByRole('link', { name: 'Kaftans', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    await expect(cards(page, 'Products').first()).toHaveText('Reem Printed Kaftan');

    await cards(page, 'Products').first().click();
    await expect(page).toHaveURL(/\/products\/8$/);
    await page.goBack();
    await expect(cards(page, 'Products')).toHaveCount(5);
  });

  test('pages through the collection and offers to clear filters that match nothing', async ({ page }) => {
    await page.goto('/products?sort=price_desc');
    await expect(cards(page, 'Products').first()).toHaveText('Lamya Tulle Gown');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/sort=price_desc&page=2/);
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByRole('link', { name: 'Page 3' }).click();
    await expect(cards(page, 'Products')).toHaveCount(3);

    await page.getByRole('searchbox', { name: 'Search' }).fill('tuxedo');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'No pieces match' })).toBeVisible();
    await expectAccessible(page, 'empty product list');
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price_desc$/);
    await expect(cards(page, 'Products')).toHaveCount(12);
  });

  test('a press on a page number counts even while the page above it comes in', async ({ page }) => {
    // Without the smooth scroll back to the list's top after 'Next page': this is about the cards, not scrolling.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/products?sort=price_desc');
    await expect(cards(page, 'Products').first()).toHaveText('Lamya Tulle Gown');
    // The page's clock in hand: the mock's answers (100–400 ms late) wait until it is moved on, so page 2
    // is certainly still on its way when she presses, and certainly in while she holds.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.getByText('Page 2 of 3').waitFor();
    await expect(grid(page, 'Products')).toHaveAttribute('aria-busy', 'true');
    const page3 = page.getByRole('link', { name: 'Page 3' });
    const { x, y } = await page3.evaluate((button) => {
      button.scrollIntoView({ block: 'center' });
      const box = button.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.clock.runFor(1000); // page 2's answer arrives while she holds
    const under = await page3.evaluate(
      (button, [px, py]) => {
        const box = button.getBoundingClientRect();
        return px! >= box.left && px! <= box.right && py! >= box.top && py! <= box.bottom;
      },
      [x, y],
    );
    expect(under, "'Page 3' stayed under her finger").toBe(true);
    await page.mouse.up();
    await page.clock.resume();
    await expect(page).toHaveURL(/sort=price_desc&page=3/);
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(cards(page, 'Products')).toHaveCount(3);
    await expect(grid(page, 'Products')).not.toHaveAttribute('aria-busy');
  });

  test('asks to be told when an out-of-stock piece is back', async ({ page }) => {
    await page.goto('/products?category=abayas');
    await page.getByRole('button', { name: /Notify me.*Dana Pleated Abaya/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Tell me when it is back' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Notify me' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(2);
    await expectAccessible(page, 'notify-me dialog');
    await dialog.getByLabel('Your name').fill('Maryam');
    await dialog.getByLabel('Email').fill('maryam@example.com');
    await dialog.getByRole('button', { name: 'Notify me' }).click();
    await expect(
      page.getByText('Thank you! We will email you when Dana Pleated Abaya is back.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('the product list in Arabic', { tag: '@ar' }, () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'ar');
  });

  test('browse, filter, search and sort in Arabic, right to left', async ({ page }) => {
    // two axe scans, four filters and a reload: past 45 s on a busy two-core CI machine (47 s, twice, in a run)
    test.slow();
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'مفصّلة على مقاسكِ، وباختياركِ' })).toBeVisible();
    await expect(cards(page, 'المنتجات')).toHaveCount(12);
    await expect(page.getByText('27 قطعة')).toBeVisible();
    await expectAccessible(page, 'product list (ar)');

    await page.getByRole('link', { name: 'عبايات', exact: true }).click();
    await expect(page).toHaveURL(/\?category=abayas$/);
    await expect(cards(page, 'المنتجات')).toHaveCount(5);

    await page.getByRole('searchbox', { name: 'البحث' }).fill('الكتان');
    await expect(page).toHaveURL(/q=/);
    await expect(cards(page, 'المنتجات')).toHaveText(['عباية سحر الكتان']);

    await page.getByRole('button', { name: 'مسح البحث' }).click();
    await page.getByRole('combobox', { name: 'الترتيب حسب' }).selectOption('price_desc');
    await expect(cards(page, 'المنتجات').first()).toHaveText('عباية ليالي المطرّزة');

    await page.reload();
    await expect(page.getByRole('link', { name: 'عبايات', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('combobox', { name: 'الترتيب حسب' })).toHaveValue('price_desc');
    await expect(cards(page, 'المنتجات').first()).toHaveText('عباية ليالي المطرّزة');
    await expectAccessible(page, 'filtered product list (ar)');
  });
});

// Issue 9: text from the API (a name with a long unbroken word, text that looks like HTML) must wrap wherever
// it is shown, never push the page sideways. The mock catalog's piece 27 is such a piece; it is the oldest, so
// the collection shows it on its last page.
const LONG_PIECE = {
  id: 27,
  name: {
    en: 'Sara <b>Limited</b> Co-ord Set TAFSEEL_ATELIER_LIMITED_EDITION_HANDFINISHED_SS27',
    ar: 'طقم سارة <b>المحدود</b> طقم_سارة_المحدود_المشغول_يدوياً_في_مشغل_تفصيل_٢٠٢٧',
  },
};
const listTexts = {
  en: { grid: enCatalog.list.gridLabel, product: enProduct },
  ar: { grid: arCatalog.list.gridLabel, product: arProduct },
};

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** Nothing inside the open dialog reaches past its edges (a dialog's own overflow never widens the page). */
async function expectDialogHoldsItsText(page: Page, label: string) {
  const outside = await page.locator('dialog[open]').evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    return [...dialog.querySelectorAll('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return false; // visually hidden text
        return r.left < box.left - 1 || r.right > box.right + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 40)}`);
  });
  expect(outside, `${label}: text outside the dialog`).toEqual([]);
  const { scrollWidth, clientWidth } = await page
    .locator('dialog[open]')
    .evaluate((dialog) => ({ scrollWidth: dialog.scrollWidth, clientWidth: dialog.clientWidth }));
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

for (const lang of ['en', 'ar'] as const) {
  test(
    `a long name from the API wraps on the list, the product page and its dialogs (${lang})`,
    { tag: `@${lang}` },
    async ({ page }) => {
      const c = listTexts[lang];
      const name = LONG_PIECE.name[lang];
      await useLanguage(page, lang);
      await page.goto('/products?page=3');
      const card = grid(page, c.grid).getByRole('heading', { level: 2, name });
      await expect(card).toBeVisible();
      // the text is shown as text, never read as markup
      await expect(card).toHaveText(name);
      await expectNoSidewaysScroll(page, 'the collection');

      await card.click();
      await expect(page).toHaveURL(new RegExp(`/products/${LONG_PIECE.id}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the product page');

      await page.getByRole('button', { name: c.product.style.customize, exact: true }).click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expectDialogHoldsItsText(page, 'the customization dialog');
      await expectNoSidewaysScroll(page, 'the product page under its dialog');
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);

      await page.getByRole('button', { name: c.product.measurement.sizeChart, exact: true }).click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expectDialogHoldsItsText(page, 'the size chart dialog');
      await expectNoSidewaysScroll(page, 'the product page under the size chart');
    },
  );
}
