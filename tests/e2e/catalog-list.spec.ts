import { expect, expectAccessible, test, useLanguage } from './fixtures';
import type { Page } from '@playwright/test';

const grid = (page: Page, name: string) => page.getByRole('list', { name });
const cards = (page: Page, name: string) => grid(page, name).getByRole('heading', { level: 3 });

test.describe('the product list in English', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('browse, filter by category, search and sort; the filters survive a reload', async ({ page }) => {
    await page.goto('/products');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Made to measure, chosen by you' }),
    ).toBeVisible();
    await expect(cards(page, 'Products')).toHaveCount(12);
    await expect(page.getByText('26 pieces')).toBeVisible();
    const first = grid(page, 'Products').getByRole('link').first();
    await expect(first).toContainText('Mayar Organza Gown');
    await expect(first).toContainText('Pre-order');
    await expect(first).toContainText('BHD 155.000');
    await expectAccessible(page, 'product list');

    await page.getByRole('button', { name: 'Kaftans' }).click();
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
    await expect(page.getByRole('button', { name: 'Kaftans' })).toHaveAttribute('aria-pressed', 'true');
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
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/sort=price_desc&page=2/);
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect(cards(page, 'Products')).toHaveCount(2);

    await page.getByRole('searchbox', { name: 'Search' }).fill('tuxedo');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'No pieces match' })).toBeVisible();
    await expectAccessible(page, 'empty product list');
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price_desc$/);
    await expect(cards(page, 'Products')).toHaveCount(12);
  });

  test('a press on a page number holds while the page above it comes in', async ({ page }) => {
    await page.goto('/products?sort=price_desc');
    await expect(cards(page, 'Products').first()).toHaveText('Lamya Tulle Gown');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2 of 3').waitFor();
    // She presses 'Page 3' as soon as it takes a press, and holds it while page 2's cards replace page 1's
    // (the mock answers in 100–400 ms). If the pager moved under her finger, the release would miss it.
    const page3 = page.getByRole('button', { name: 'Page 3' });
    await expect(page3).toBeEnabled();
    const { x, y } = await page3.evaluate((button) => {
      button.scrollIntoView({ block: 'center' });
      const box = button.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.mouse.move(x, y);
    await page.mouse.down();
    await expect(grid(page, 'Products')).not.toHaveAttribute('aria-busy');
    await expect(cards(page, 'Products').first()).toHaveText('Dana Pleated Abaya');
    await page.mouse.up();
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(cards(page, 'Products')).toHaveCount(2);
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

test.describe('the product list in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'ar');
  });

  test('browse, filter, search and sort in Arabic, right to left', async ({ page }) => {
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'مفصّلة على مقاسكِ، وباختياركِ' })).toBeVisible();
    await expect(cards(page, 'المنتجات')).toHaveCount(12);
    await expect(page.getByText('26 قطعة')).toBeVisible();
    await expectAccessible(page, 'product list (ar)');

    await page.getByRole('button', { name: 'عبايات' }).click();
    await expect(page).toHaveURL(/\?category=abayas$/);
    await expect(cards(page, 'المنتجات')).toHaveCount(5);

    await page.getByRole('searchbox', { name: 'البحث' }).fill('الكتان');
    await expect(page).toHaveURL(/q=/);
    await expect(cards(page, 'المنتجات')).toHaveText(['عباية سحر الكتان']);

    await page.getByRole('button', { name: 'مسح البحث' }).click();
    await page.getByRole('combobox', { name: 'الترتيب حسب' }).selectOption('price_desc');
    await expect(cards(page, 'المنتجات').first()).toHaveText('عباية ليالي المطرّزة');

    await page.reload();
    await expect(page.getByRole('button', { name: 'عبايات' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'الترتيب حسب' })).toHaveValue('price_desc');
    await expect(cards(page, 'المنتجات').first()).toHaveText('عباية ليالي المطرّزة');
    await expectAccessible(page, 'filtered product list (ar)');
  });
});
