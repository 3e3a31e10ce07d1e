import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { CLASSIC, NOOR } from './shop-steps';

// Issue 23.7: the pieces she looked at last, kept in her browser: on the next piece's page and on the home page,
// through a reload.

test.describe('recently viewed pieces', { tag: '@en' }, () => {
  test('follow her from piece to piece, survive a reload, and greet her on the home page', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto(`/products/${NOOR.id}`);
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
    await page.goto(`/products/${CLASSIC.id}`);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await recent.scrollIntoViewIfNeeded();
    await expect(recent.getByRole('link', { name: new RegExp(NOOR.name.en) })).toBeVisible();
    await expect(recent.getByRole('link', { name: new RegExp(CLASSIC.name.en) })).toHaveCount(0);

    await page.reload();
    await recent.scrollIntoViewIfNeeded();
    await expect(recent.getByRole('link', { name: new RegExp(NOOR.name.en) })).toBeVisible();

    await page.goto('/');
    await recent.scrollIntoViewIfNeeded();
    await expect(recent.getByRole('link')).toHaveCount(2);
    await expect(recent.getByRole('link').first()).toContainText(CLASSIC.name.en);
    await expectAccessible(page, 'home with recently viewed pieces');
    await recent.getByRole('link', { name: new RegExp(NOOR.name.en) }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${NOOR.id}$`));
  });
});

test.describe('recently viewed pieces in Arabic', { tag: '@ar' }, () => {
  test('are on the Arabic home page, in Arabic', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto(`/ar/products/${NOOR.id}`);
    await page.goto('/ar');
    const recent = page.getByRole('region', { name: 'شاهدتِها مؤخراً' });
    await recent.scrollIntoViewIfNeeded();
    await expect(recent.getByRole('link', { name: new RegExp(NOOR.name.ar) })).toHaveAttribute(
      'href',
      `/ar/products/${NOOR.id}`,
    );
    await expectAccessible(page, 'home with recently viewed pieces (ar)');
  });
});
