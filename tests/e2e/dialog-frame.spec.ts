import arAccount from '../../src/locales/ar/account';
import arAuth from '../../src/locales/ar/auth';
import arCatalog from '../../src/locales/ar/catalog';
import arProduct from '../../src/locales/ar/product';
import { findCatalogProduct } from '../../src/mocks/data/catalog';
import type { Locator } from '@playwright/test';
import {
  accounts,
  expect,
  expectAccessible,
  SEED_PASSWORD,
  test,
  useLanguage,
  waitForHydration,
} from './fixtures';

// Issue 37, item 5: every dialog of the shop is one frame (src/components/ui/dialog.tsx): its focus goes back to
// the button that opened it, and its actions are laid out once for a phone and a wide screen.

const noor = findCatalogProduct(1)!;
const OUT_OF_STOCK_ID = 4;

test.describe('the dialog frame', { tag: '@en' }, () => {
  test('the photo zoom, drawn only while open, gives the focus back to the photograph she pressed', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto(`/products/${noor.id}`);
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: `Zoom in on ${noor.images[0]!.alt.en}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: noor.p_name.en });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

/** On a phone the main action is above the other one, and both are as wide as the dialog's row. */
async function expectMainActionFirst(dialog: Locator, main: string, other: string) {
  const first = (await dialog.getByRole('button', { name: main }).boundingBox())!;
  const second = (await dialog.getByRole('button', { name: other }).boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(second.y);
  expect(Math.abs(first.width - second.width)).toBeLessThan(1);
  expect(Math.abs(first.x - second.x)).toBeLessThan(1);
}

test.describe('dialog actions on a phone', { tag: '@phone-only' }, () => {
  test('the notify-me dialog puts its main action first, at full width, and passes axe in Arabic', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    await page.goto(`/ar/products/${OUT_OF_STOCK_ID}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: arProduct.add.notifyMe }).click();
    const dialog = page.getByRole('dialog', { name: arCatalog.notify.title });
    await expect(dialog).toBeVisible();
    await expectMainActionFirst(dialog, arCatalog.notify.submit, arCatalog.notify.cancel);
    await expectAccessible(page, 'notify-me dialog on a phone (ar)');
    await dialog.getByRole('button', { name: arCatalog.notify.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: arProduct.add.notifyMe })).toBeFocused();
  });

  test('the confirmation before deleting an address puts its main action first too', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/ar/login');
    await page.getByLabel(arAuth.login.email).fill(accounts.customer);
    await page.getByLabel(arAuth.login.password, { exact: true }).fill(SEED_PASSWORD);
    await page.getByRole('button', { name: arAuth.login.submit, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/ar/profile/address');
    const remove = page.getByRole('button', { name: /^احذفي عنوان / }).first();
    await remove.click();
    const dialog = page.getByRole('dialog', { name: arAccount.addressBook.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectMainActionFirst(dialog, arAccount.addressBook.confirmDelete, arAccount.addressBook.keep);
    await dialog.getByRole('button', { name: arAccount.addressBook.keep }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
  });
});
