import type { Page, Request } from '@playwright/test';
import arCommon from '../../src/locales/ar/common';
import arConsent from '../../src/locales/ar/consent';
import arProduct from '../../src/locales/ar/product';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Issue 39: her consent before any optional third party, and page-view analytics only with it. The e2e build has a
// stand-in tag manager container (.env.e2e, GTM-E2E0001); its script is answered here, so nothing reaches Google.

test.use({ consentAnswered: false });

const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-E2E0001$/;

/** Answers the tag manager's container with a small stand-in that notes it ran; every request is kept. */
async function standInTagManager(page: Page): Promise<Request[]> {
  // The context's, not the page's: the mock API's service worker fetches what the page asks for, and only the
  // context sees (and can answer) a service worker's requests.
  const context = page.context();
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.standInTagManagerRuns = (window.standInTagManagerRuns || 0) + 1;',
    }),
  );
  return requests;
}

/** What the data layer holds: gtag's commands (arguments objects) as lists, the events as they are. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as unknown as unknown[])
        : entry,
    ),
  ) as Promise<unknown[]>;

const pagePaths = async (page: Page) =>
  (await dataLayer(page)).flatMap((entry) =>
    !Array.isArray(entry) && (entry as { event?: string }).event === 'page_view'
      ? [(entry as { page_path: string }).page_path]
      : [],
  );
const consentCommands = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'consent');

/** The page has loaded and gone idle: where the tag manager, if she allowed it, would have been asked for. */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const wait = () => requestIdleCallback(() => resolve(), { timeout: 10_000 });
        if (document.readyState === 'complete') wait();
        else addEventListener('load', wait, { once: true });
      }),
  );

test.describe('her consent to the optional third parties @en', () => {
  test('refused: nothing but the shop is asked for, however she goes around', async ({ page, baseURL }) => {
    const requests = await standInTagManager(page);
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await expect(bar).toBeVisible();
    // Consent Mode's defaults are in the data layer before any tag: all denied
    expect((await consentCommands(page))[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied' }),
    ]);

    await bar.getByRole('button', { name: 'Necessary only' }).click();
    await expect(bar).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.getByRole('main').locator('a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await page.goto('/faqs');
    await page.keyboard.press('Tab');
    await idle(page);

    const shop = new URL(baseURL!).origin;
    const elsewhere = requests.map((request) => request.url()).filter((url) => !/^(data|blob):/.test(url));
    expect(elsewhere.filter((url) => new URL(url).origin !== shop)).toEqual([]);
    expect(await pagePaths(page)).toEqual([]);
    // she is not asked again on the next page
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });

  test('accepted: the tag manager comes once the page is usable, and every page is counted by its clean path', async ({
    page,
  }) => {
    const requests = await standInTagManager(page);
    // the question is no part of the written page: its first paint and largest paint are the page's own
    const written = await (await page.request.get('/')).text();
    expect(written).not.toContain('Cookie consent');
    expect(written).not.toContain('googletagmanager');

    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await expectAccessible(page, 'home with the consent bar (en)');
    expect(requests.filter((request) => GTM.test(request.url()))).toEqual([]);

    const container = page.context().waitForEvent('request', (request) => GTM.test(request.url()));
    await bar.getByRole('button', { name: 'Accept all' }).click();
    await container;
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { standInTagManagerRuns?: number }).standInTagManagerRuns),
      )
      .toBe(1);
    expect(await consentCommands(page)).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', personalization_storage: 'granted' },
    ]);

    await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.getByRole('main').locator('a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    const piece = new URL(page.url()).pathname;
    await expect.poll(() => pagePaths(page)).toEqual(['/', '/products', piece]);
    const views = (await dataLayer(page)).filter(
      (entry) => !Array.isArray(entry) && (entry as { event?: string }).event === 'page_view',
    );
    expect(views.at(-1)).toEqual({
      event: 'page_view',
      page_path: piece,
      page_location: `${new URL(page.url()).origin}${piece}`,
      // a piece's path is reported as it is: its title with it (the piece's name)
      page_title: await page.title(),
      language: 'en',
    });
    // one container for the visit, however many pages (the page's own request: the mock's service worker
    // fetches it again on its behalf)
    expect(
      requests.filter((request) => GTM.test(request.url()) && request.serviceWorker() === null),
    ).toHaveLength(1);
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('script[src*="gtm.js"]').length))
      .toBe(1);
  });
});

test.describe('her consent on a phone @ar', () => {
  test('changes her mind from the footer: the tag manager is told, and no page is counted after', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    await standInTagManager(page);
    await page.goto('/ar/products/1');
    const bar = page.getByRole('region', { name: arConsent.bar.label });
    await expect(bar).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('piece-phone-ar-consent-bar.png') });
    await bar.getByRole('button', { name: arConsent.bar.acceptAll }).click();
    await expect(bar).toBeHidden();

    // answered, the bar no longer covers the phone's Add to cart at the foot of the screen
    await page.getByRole('radio', { name: 'كحلي' }).scrollIntoViewIfNeeded();
    const add = page.getByTestId('add-bar').getByRole('button', { name: arProduct.add.submit });
    await expect(add).toBeInViewport();
    await add.click({ trial: true });
    await expect.poll(() => pagePaths(page)).toEqual(['/ar/products/1']);

    await page.getByRole('button', { name: arCommon.footer.cookieSettings }).click();
    const dialog = page.getByRole('dialog', { name: arConsent.dialog.title });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the cookie settings dialog (ar)');
    const analytics = dialog.getByRole('checkbox', { name: arConsent.dialog.analytics });
    await expect(analytics).toBeChecked();
    await analytics.uncheck();
    await dialog.getByRole('button', { name: arConsent.dialog.save }).click();
    await expect(dialog).toBeHidden();
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', personalization_storage: 'granted' },
    ]);

    await page.getByRole('contentinfo').getByRole('link', { name: arCommon.nav.faqs }).click();
    await expect(page).toHaveURL(/\/ar\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pagePaths(page)).toEqual(['/ar/products/1']);
  });
});
