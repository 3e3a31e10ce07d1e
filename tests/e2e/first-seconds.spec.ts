import { holdScripts, openBeforeScripts, sleep } from './hold-scripts';
import { expect, test, useLanguage } from './fixtures';

// Issue 22: what she does in the first seconds of /products counts. The collection's list is its own chunk,
// loaded after the page hydrates; the search she types while it comes must stay in its field, focused, and be
// searched, and Enter before any script has run must land on the results.

test.describe('the first seconds of the collection', { tag: '@en' }, () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  for (const after of [0, 300, 800]) {
    test(`a search typed ${after} ms after the page works is kept, focused, and searched`, async ({
      page,
    }) => {
      // The list's code arrives 1.5 s after the page is interactive: she types before it.
      let hydrated = false;
      await holdScripts(page, 1500, () => hydrated);
      await page.goto('/products');
      hydrated = true;
      if (after) await sleep(after);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.pressSequentially('silk', { delay: 30 });
      await expect(page).toHaveURL(/[?&]q=silk/);
      await expect(page.getByText('2 pieces for “silk”')).toBeVisible();
      await expect(search).toHaveValue('silk');
      await expect(search).toBeFocused();
      // and she can go on typing into the same field
      await search.press('End');
      await search.pressSequentially(' kaftan');
      await expect(page).toHaveURL(/[?&]q=silk\+kaftan/);
      await expect(search).toHaveValue('silk kaftan');
      await expect(page.getByText(/^\d+ pieces? for “silk kaftan”$/)).toBeVisible();
    });
  }

  test('Enter in the search before any script has run lands on the results', async ({ context }) => {
    const page = await openBeforeScripts(context, '/products', 4000);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('silk');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?(.+&)?q=silk/);
    // once the page works, the list shows that search
    await expect(page.getByText('2 pieces for “silk”')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('silk');
  });

  test('a search typed before any script has run stays in its field and is searched once the page works', async ({
    context,
  }) => {
    const page = await openBeforeScripts(context, '/products', 3000);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.pressSequentially('silk', { delay: 30 });
    // no Enter: once the page works, what she typed is her search, searched as if typed then
    await expect(page).toHaveURL(/[?&]q=silk/, { timeout: 30_000 });
    await expect(page.getByText('2 pieces for “silk”')).toBeVisible();
    await expect(search).toHaveValue('silk');
  });

  test('a sort chosen before any script has run is applied once the page works, with what she typed', async ({
    context,
  }) => {
    const page = await openBeforeScripts(context, '/products', 3000);
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('silk', { delay: 30 });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: high to low' });
    // once the page works, both are her list: in the address, in their fields, and in what the list shows
    await expect(page).toHaveURL(/[?&]sort=price_desc/, { timeout: 30_000 });
    await expect(page).toHaveURL(/[?&]q=silk/);
    await expect(page.getByText('2 pieces for “silk”')).toBeVisible();
    await expect(sort).toHaveValue('price_desc');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('silk');
    // and the address's own changes still reach the field: back to the first choice
    await sort.selectOption({ label: 'Newest' });
    await expect(page).not.toHaveURL(/sort=/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]sort=price_desc/);
    await expect(sort).toHaveValue('price_desc');
  });

  test('the language switch works before any script has run, both ways, and stays where she went', async ({
    context,
  }) => {
    const page = await openBeforeScripts(context, '/products', 4000);
    await page.getByRole('link', { name: 'التبديل إلى العربية' }).first().click();
    await expect(page).toHaveURL(/\/ar\/products$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // back to English from an Arabic page: the choice is hers, not undone by the Arabic stored a moment ago
    await page.getByRole('link', { name: 'Switch to English' }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    // once the page works, it is the English collection
    await expect(page.getByRole('heading', { level: 1, name: 'Made to measure, chosen by you' })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
  });

  test("the phone's menu opens before any script has run, and its links go where they say", async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await holdScripts(page, 4000);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-nav');
    await expect(menu.getByRole('link', { name: 'Size guide' })).toBeVisible();
    await menu.getByRole('link', { name: 'Size guide' }).click();
    await expect(page).toHaveURL(/\/size-guide$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a country chosen before any script has run is hers once the page works', async ({ context }) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await holdScripts(page, 3000, () => true);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#country-switch-mobile').selectOption('om');
    // stored, and the page reloaded (an evaluate in between meets the reload: asked again)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('country')).catch(() => null))
      .toBe('om');
    // the page has reloaded with it: once its scripts have run, the switch shows it
    await expect(page.locator('#country-switch-mobile')).toHaveValue('om', { timeout: 30_000 });
    await expect(page.getByText('Oman, prices in OMR')).toBeVisible();
  });
});
