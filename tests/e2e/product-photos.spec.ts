import arProduct from '../../src/locales/ar/product';
import { findCatalogProduct } from '../../src/mocks/data/catalog';
import { expect, expectAccessible, test, useLanguage, waitForHydration } from './fixtures';

// Issue 23.1: a piece's photographs when the API has them; a gallery on its page (swipe on a phone; arrows,
// thumbnails and keys on a desktop; a zoom view), its first photograph on the collection's card. Its first
// photograph painting from the HTML before any script is a journey of served-catalog-pages.spec.ts.

const noor = findCatalogProduct(1)!;
const [front, navy, detail] = noor.images;

test.describe('photographs', { tag: '@en' }, () => {
  test('arrows, thumbnails and keys move through the pictures; a photograph opens large and zooms', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto(`/products/${noor.id}`);
    await waitForHydration(page);
    const slide = (name: string) => page.getByRole('img', { name, exact: true });
    await expect(slide(front!.alt.en)).toBeInViewport({ ratio: 0.9 });

    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(slide(navy!.alt.en)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(front!.alt.en)).not.toBeInViewport();

    await page.getByRole('link', { name: 'Show picture 4: Your choices' }).click();
    const drawing = page.getByRole('img', { name: new RegExp(`^${noor.p_name.en}, Midnight black`) });
    await expect(drawing).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByRole('button', { name: 'Next picture' })).toBeDisabled();

    const strip = page.getByRole('list', { name: `Photographs of ${noor.p_name.en}` });
    await strip.focus();
    await page.keyboard.press('Home');
    await expect(slide(front!.alt.en)).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slide(detail!.alt.en)).toBeInViewport({ ratio: 0.9 });
    await expectAccessible(page, 'a piece’s photographs');

    await page.getByRole('button', { name: `Zoom in on ${detail!.alt.en}` }).click();
    const dialog = page.getByRole('dialog', { name: noor.p_name.en });
    const large = dialog.getByRole('img', { name: detail!.alt.en });
    await expect(large).toBeVisible();
    const fitted = (await large.boundingBox())!;
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await large.boundingBox())!.width).toBeGreaterThan(fitted.width * 1.5);
    await expectAccessible(page, 'a photograph zoomed');
    await dialog.getByRole('button', { name: 'Zoom out' }).press('ArrowRight');
    await expect(dialog.getByRole('img', { name: front!.alt.en })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(slide(front!.alt.en)).toBeInViewport({ ratio: 0.9 });
  });

  test('the collection shows a piece’s first photograph, in the width its card needs', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/products');
    const card = page.getByRole('link', { name: new RegExp(noor.p_name.en) });
    const photo = card.getByRole('img', { name: front!.alt.en });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('srcset', /-480\.jpg 480w, .*-960\.jpg 960w/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-(480|960)\.jpg$/);
    // a piece without photographs is still drawn
    const plain = findCatalogProduct(2)!;
    await expect(
      page
        .getByRole('link', { name: new RegExp(plain.p_name.en) })
        .locator('svg')
        .first(),
    ).toBeVisible();
  });
});

test.describe('photographs in Arabic', { tag: '@ar' }, () => {
  test('she swipes through a piece’s photographs, named in Arabic', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto(`/ar/products/${noor.id}`);
    await waitForHydration(page);
    // counted as the zoom view counts: the photographs, not the drawing after them
    const count = noor.images.length;
    const where = page.getByText(
      arProduct.gallery.slide.replace('{{index}}', '1').replace('{{count}}', String(count)),
    );
    await expect(where).toBeVisible();
    await expect(page.getByRole('img', { name: front!.alt.ar, exact: true })).toBeInViewport({ ratio: 0.9 });

    // her finger swipes from left to right: in Arabic the next picture comes in from the left
    const strip = page.getByRole('list', {
      name: arProduct.gallery.label.replace('{{name}}', noor.p_name.ar ?? ''),
    });
    const box = (await strip.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + box.height / 2);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step += 1) {
      const moved = x + (box.width * 0.6 * step) / 10;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: moved, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('img', { name: navy!.alt.ar, exact: true })).toBeInViewport({ ratio: 0.9 });
    await expect(
      page.getByText(arProduct.gallery.slide.replace('{{index}}', '2').replace('{{count}}', String(count))),
    ).toBeVisible();
    await expectAccessible(page, 'a piece’s photographs (ar, phone)');

    // a phone shorter than the picture at full width: the gallery narrows to it, no band of sand at its sides
    await page.setViewportSize({ width: 390, height: 664 });
    const fit = await page
      .getByRole('img', { name: navy!.alt.ar, exact: true })
      .evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        const { width, height } = img.getBoundingClientRect();
        const scale = Math.min(width / img.naturalWidth, height / img.naturalHeight);
        return { box: width, drawn: img.naturalWidth * scale, strip: img.closest('ul')!.clientWidth };
      });
    expect(fit.strip).toBeLessThan(390 - 32);
    expect(fit.drawn).toBeGreaterThan(fit.box - 1.5);
  });
});
