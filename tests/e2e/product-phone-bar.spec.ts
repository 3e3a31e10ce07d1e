import arFeedback from '../../src/locales/ar/feedback';
import arProduct from '../../src/locales/ar/product';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Issue 23.4: on a phone, the price and Add to cart stay within reach while she goes through her choices and
// measurements, and never cover a field she is typing in (nor its keyboard).

const p = arProduct;

test(
  'the phone keeps the price and Add to cart at hand, and out of her way while she types',
  {
    tag: '@phone-only',
  },
  async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/ar/products/1');
    const bar = page.getByTestId('add-bar');
    const viewport = page.viewportSize()!;
    // with the piece's picture and heading, the choices (and the bar) are still below
    await expect(bar).not.toBeInViewport();

    // among her choices, the bar is at the foot of the screen, with the price her choices make
    await page.getByRole('radio', { name: 'كحلي' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    const pinned = (await bar.boundingBox())!;
    expect(Math.round(pinned.y + pinned.height)).toBe(viewport.height);
    await expect(bar).toContainText('38.000');
    await expectAccessible(page, 'the phone’s Add-to-cart bar (ar)');

    // a measurement she types is never under it: while a field has focus, the bar is back at the end of the choices
    await page.getByRole('radio', { name: p.measurement.custom }).check();
    const bust = page.getByLabel(`${p.measurement.fields.bust} (${p.measurement.unitShort.cm})`, {
      exact: true,
    });
    await bust.fill('90');
    await expect(bust).toBeFocused();
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    const field = (await bust.boundingBox())!;
    const placed = (await bar.boundingBox())!;
    expect(placed.y, 'the bar sits below the field she is typing in').toBeGreaterThan(field.y + field.height);

    // done typing, it is at hand again, and its button is the piece's Add to cart: the measurements she has
    // not given yet are asked for by their fields, and what she gave is kept
    await bust.blur();
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    await expect(bar).toContainText('40.900'); // 38 + 2.9 for her custom size
    await bar.getByRole('button', { name: p.add.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: arFeedback.validation.required })).toHaveCount(5);
    await expect(bust).toHaveValue('90');
  },
);
