import { expect, expectAccessible, test, useLanguage } from './fixtures';
import { mockApi, signInHere, texts } from './resilience-helpers';
import { at, choose, NOOR } from './shop-steps';

// On a phone, in Arabic: what she chose on a piece's page is hers through what the page does around her.

const w = texts.ar;

test(
  'an add that fails says why in the bar she pressed, at the foot of the screen, and keeps her choices',
  { tag: '@phone-only' },
  async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto(at('ar', '/login'));
    await signInHere(page, 'ar');
    await page.goto(at('ar', `/products/${NOOR.id}`));
    await expect(page.getByRole('heading', { level: 1, name: NOOR.name.ar })).toBeVisible();
    await choose(page, 'M');
    const bar = page.getByTestId('add-bar');
    await expect(bar).toBeInViewport();
    await mockApi.failNext(page, 'POST', '/user/cart/addItem', {
      status: 409,
      json: { message: { en: 'This combination is not available.', ar: 'هذه التشكيلة غير متاحة.' } },
    });
    await bar.getByRole('button', { name: w.product.add.submit }).click();
    const alert = bar.getByRole('alert');
    await expect(alert).toContainText('هذه التشكيلة غير متاحة.');
    await expect(alert).toContainText(w.product.add.keepChoices);
    await expect(alert, 'the message is where she is looking').toBeInViewport();
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expectAccessible(page, 'a failed add on the phone (ar)');
  },
);

test(
  'the country switch reloads the page and keeps her custom size and measurements',
  { tag: '@phone-only' },
  async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto(at('ar', `/products/${NOOR.id}`));
    await expect(page.getByRole('heading', { level: 1, name: NOOR.name.ar })).toBeVisible();
    await page.getByRole('radio', { name: w.product.measurement.custom }).check();
    const bust = page.getByLabel(
      `${w.product.measurement.fields.bust} (${w.product.measurement.unitShort.cm})`,
      {
        exact: true,
      },
    );
    await bust.fill('90');
    await bust.blur();
    await page.getByRole('button', { name: w.common.a11y.openMenu }).click();
    await Promise.all([page.waitForEvent('load'), page.locator('#country-switch-mobile').selectOption('sa')]);
    await expect(page.getByRole('heading', { level: 1, name: NOOR.name.ar })).toBeVisible();
    await expect(page.getByRole('radio', { name: w.product.measurement.custom })).toBeChecked();
    await expect(page.getByTestId('product-price')).toContainText(/ر\.س|SAR/);
    await expect(bust).toHaveValue('90');
  },
);

test(
  'a configured piece is shared by a link with her colour and cut, never her measurements',
  { tag: '@desktop-only' },
  async ({ page, context }) => {
    const en = texts.en.product;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // a prerendered piece, opened from a link with a choice: the page hydrates on the designer's, then takes hers
    await page.goto(`/products/${NOOR.id}?colour=2`);
    await expect(page.getByRole('heading', { level: 1, name: NOOR.name.en })).toBeVisible();
    await page.getByRole('radio', { name: en.measurement.custom }).check();
    await page
      .getByLabel(`${en.measurement.fields.bust} (${en.measurement.unitShort.cm})`, { exact: true })
      .fill('97');
    const share = page.getByRole('region', { name: en.share.title });
    const whatsapp = share.getByRole('link', { name: en.share.whatsapp });
    await expect(whatsapp).toHaveAttribute('href', /colour%3D2/);
    await expect(whatsapp).not.toHaveAttribute('href', /97/);
    await share.getByRole('button', { name: en.share.copy }).click();
    await expect(share.getByRole('status')).toContainText(en.share.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).search).toBe('?colour=2');
    await expectAccessible(page, 'sharing a configured piece');
  },
);

test(
  'her choices replace the address in place: a reload, Back and Forward open the piece as she left it',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const en = texts.en.product;
    await page.goto(`/products/${NOOR.id}`);
    await expect(page.getByRole('heading', { level: 1, name: NOOR.name.en })).toBeVisible();
    const entries = await page.evaluate(() => window.history.length);
    await choose(page, 'Navy');
    await expect(page).toHaveURL(/\?colour=\d+$/);
    expect(await page.evaluate(() => window.history.length), 'replaced, not pushed').toBe(entries);
    const configured = page.url();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Navy', exact: true })).toBeChecked();
    // away through the shop's own link and Back: the router's entry opens the piece as she left it
    await page
      .getByRole('navigation', { name: en.breadcrumb.label })
      .getByRole('link', { name: en.breadcrumb.shop })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await page.goBack();
    await expect(page).toHaveURL(configured);
    await expect(page.getByRole('radio', { name: 'Navy', exact: true })).toBeChecked();
    await page.goForward();
    await expect(page).toHaveURL(/\/products$/);
  },
);
