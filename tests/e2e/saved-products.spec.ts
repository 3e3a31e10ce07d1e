import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { choose, NOOR } from './shop-steps';

// Issue 23.7: a heart on every piece saves it, with her colour, fabric and cut, to a list she opens from the
// header; kept in her browser through a reload.

test.describe('saved pieces', { tag: '@en' }, () => {
  test('a heart on the collection saves a piece; the header opens them, after a reload too', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/products');
    const heart = page.getByRole('button', { name: `Save ${NOOR.name.en}` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Saved pieces' }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved pieces' })).toBeVisible();
    await page.reload();
    const card = page.getByRole('link', { name: new RegExp(NOOR.name.en) });
    await expect(card).toBeVisible();
    await expectAccessible(page, 'saved pieces');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/products/${NOOR.id}$`));
    await expect(page.getByRole('button', { name: `Save ${NOOR.name.en}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('saved pieces in Arabic', { tag: '@ar' }, () => {
  test('the heart on a piece keeps her colour, and the phone’s menu opens her saved pieces', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    await page.goto(`/ar/products/${NOOR.id}`);
    await choose(page, 'كحلي');
    await expect(page).toHaveURL(/[?&]colour=\d+/);
    const colour = new URL(page.url()).searchParams.get('colour');
    await page.getByRole('button', { name: `احفظي ${NOOR.name.ar}` }).click();

    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('link', { name: 'القطع المحفوظة' }).click();
    await expect(page).toHaveURL(/\/ar\/saved$/);
    const card = page.getByRole('link', { name: new RegExp(NOOR.name.ar) });
    await expect(card).toHaveAttribute('href', `/ar/products/${NOOR.id}?colour=${colour}`);
    await expectAccessible(page, 'saved pieces (ar)');
    await card.click();
    await expect(page.getByRole('radio', { name: 'كحلي' })).toBeChecked();
  });
});
