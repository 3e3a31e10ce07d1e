import arCatalog from '../../src/locales/ar/catalog';
import arProduct from '../../src/locales/ar/product';
import { findCatalogProduct } from '../../src/mocks/data/catalog';
import { expect, expectAccessible, test, useLanguage, waitForHydration } from './fixtures';

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
    const submit = (await dialog.getByRole('button', { name: arCatalog.notify.submit }).boundingBox())!;
    const cancel = (await dialog.getByRole('button', { name: arCatalog.notify.cancel }).boundingBox())!;
    expect(submit.y + submit.height).toBeLessThanOrEqual(cancel.y);
    expect(Math.abs(submit.width - cancel.width)).toBeLessThan(1);
    expect(Math.abs(submit.x - cancel.x)).toBeLessThan(1);
    await expectAccessible(page, 'notify-me dialog on a phone (ar)');
    await dialog.getByRole('button', { name: arCatalog.notify.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: arProduct.add.notifyMe })).toBeFocused();
  });
});
