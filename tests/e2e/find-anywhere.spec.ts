import { openBeforeScripts } from './hold-scripts';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Issue 23.6: she finds a piece from any page: a search in the header (a GET form, working before scripts), the
// categories in the phone's menu, and category tiles on the home page.

test.describe('finding a piece from anywhere', { tag: '@en' }, () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('the header searches the collection before any script has run', async ({ context }) => {
    const page = await openBeforeScripts(context, '/size-guide', 4000);
    const search = page.getByRole('searchbox', { name: 'Search the collection' });
    await search.fill('silk');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=silk$/);
    await expect(page.getByText('2 pieces for “silk”')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('silk');
  });

  test('the home page’s tiles open a category, and the header searches from a piece’s page', async ({
    page,
  }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Shop by category' });
    await tiles.scrollIntoViewIfNeeded();
    await tiles.getByRole('link', { name: 'Evening dresses' }).click();
    await expect(page).toHaveURL(/\/products\?category=evening-dresses$/);
    await expect(page.getByRole('link', { name: 'Evening dresses', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Search the collection' })).toHaveCount(0);

    await page.goto('/products/1');
    await expectAccessible(page, 'a piece with the header search');
    await page.getByRole('searchbox', { name: 'Search the collection' }).fill('linen');
    await page.getByRole('searchbox', { name: 'Search the collection' }).press('Enter');
    await expect(page).toHaveURL(/\/products\?q=linen$/);
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('linen');
  });
});

test.describe('finding a piece from the phone’s menu', { tag: '@ar' }, () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'ar');
  });

  test('the menu lists the categories and searches, in Arabic', async ({ page }) => {
    await page.goto('/ar/faqs');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const categories = page.getByRole('navigation', { name: 'تسوّقي حسب الفئة' });
    await expect(categories.getByRole('link')).toHaveCount(6);
    await expectAccessible(page, 'the phone menu with its categories (ar)');
    await categories.getByRole('link', { name: 'قفاطين' }).click();
    await expect(page).toHaveURL(/\/ar\/products\?category=kaftans$/);
    await expect(page.getByRole('link', { name: 'قفاطين', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.goto('/ar/faqs');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('searchbox', { name: 'ابحثي في المجموعة' }).fill('كتان');
    await page.getByRole('searchbox', { name: 'ابحثي في المجموعة' }).press('Enter');
    await expect(page).toHaveURL(/\/ar\/products\?q=/);
    await expect(page.getByRole('searchbox', { name: 'البحث' })).toHaveValue('كتان');
  });
});
