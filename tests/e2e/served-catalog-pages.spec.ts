import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { formatPrice } from '../../src/lib/money';
import { catalog } from '../../src/mocks/data/catalog';
import { expect, test } from './fixtures';
import { texts } from './resilience-helpers';
import { SERVED_PORT, startOwnNginx } from './served-nginx';

// The `served` project only: the production build, whose product pages were prerendered from the catalog's API
// (npm run build:mock-catalog, decision 0028). A piece's page paints its name, price and picture from the HTML,
// before any script; a shopper of another country never sees the build's dinars; the page shows the piece as it
// is now; and a piece the build did not prerender still opens.

const PIECE = 18;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Piece = { p_name: { en: string; ar: string }; p_price: number; currency: string };

/** The piece as the API gives it now, in a country's currency (the mock session of the page's context). */
async function productNow(request: APIRequestContext, country: string): Promise<Piece> {
  const response = await request.get(`/api/v1/products/${PIECE}`, { headers: { 'X-Country-Code': country } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: Piece }).product;
}

const price = formatPrice;

/** A page of its own whose scripts wait `ms` (the journeys' page waits for them on goto). */
async function pageWithScriptsHeld(page: Page, ms: number) {
  await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
    await sleep(ms);
    await route.continue();
  });
}

/** Records, every frame, whether the page's rendered text shows a price in dinars (the header's country list,
 * which names every currency, aside). */
async function watchForDinars(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { dinarsSeen: string[] }).dinarsSeen = seen;
    const look = () => {
      const text = document.querySelector('main')?.innerText ?? '';
      if (/BHD|د\.ب/.test(text)) seen.push(text.match(/.{0,20}(BHD|د\.ب).{0,20}/)?.[0] ?? text.slice(0, 40));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

for (const lang of ['en', 'ar'] as const) {
  const at = (path: string) => (lang === 'ar' ? `/ar${path}` : path);

  test(`a prerendered piece paints its name, price and Add to cart before any script, then works (${lang})`, async ({
    context,
    request,
  }) => {
    const piece = await productNow(request, 'bh');
    const page = await context.newPage();
    await pageWithScriptsHeld(page, 3000);
    await page.goto(at(`/products/${PIECE}`), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: piece.p_name[lang] })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText(price(piece.p_price, 'BHD', lang));
    await expect(page.getByRole('img').first()).toBeVisible();
    // offered only once it can be: a colour picked now would not be what she adds
    const add = page.getByRole('button', { name: texts[lang].product.add.submit });
    await expect(add).toBeDisabled();
    // once the scripts have come, the page is the app's
    await expect(add).toBeEnabled({ timeout: 30_000 });
  });

  test(`a shopper in Saudi Arabia never sees the build's dinars, and sees her riyals (${lang})`, async ({
    context,
    request,
  }) => {
    const piece = await productNow(request, 'sa');
    expect(piece.currency).toBe('SAR');
    await context.addInitScript(() => localStorage.setItem('country', 'sa'));
    const page = await context.newPage();
    await watchForDinars(page);
    await pageWithScriptsHeld(page, 1500);
    await page.goto(at(`/products/${PIECE}`), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: piece.p_name[lang] })).toBeVisible();
    // the build's price keeps its place, unseen, until hers arrives
    await expect(page.getByTestId('product-price')).toBeHidden();
    await expect(page.getByTestId('product-price')).toHaveText(price(piece.p_price, 'SAR', lang), {
      timeout: 30_000,
    });
    await expect(page.getByTestId('product-price')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { dinarsSeen: string[] }).dinarsSeen)).toEqual([]);
  });
}

test('a shared link opens the prerendered piece as she chose it; the address follows her, and Back leaves', async ({
  page,
}) => {
  const piece = catalog.find((row) => row.product.id === PIECE)!.product;
  const [first, second] = [piece.colour[0]!, piece.colour[1]!];
  const colour = (name: string) =>
    page.getByRole('group', { name: texts.en.product.colour.selected.replace('{{name}}', name) });
  await page.goto('/products');
  // the page hydrates on the designer's colour, as its HTML has it, and takes the link's right after
  await page.goto(`/products/${PIECE}?colour=${second.id}`);
  await expect(colour(second.name.en)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${PIECE}\\?colour=${second.id}$`));
  await page.locator('label', { has: page.getByRole('radio', { name: first.name.en, exact: true }) }).click();
  await expect(colour(first.name.en)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${PIECE}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
});

test('a piece’s first photograph paints from the HTML before any script, in the space kept for it', async ({
  context,
}) => {
  const noor = catalog.find((row) => row.product.id === 1)!.product;
  const front = noor.images[0]!;
  const page = await context.newPage();
  await pageWithScriptsHeld(page, 4000);
  await page.goto(`/products/${noor.id}`, { waitUntil: 'commit' });
  const photo = page.getByRole('img', { name: front.alt.en, exact: true });
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const hydrated = () =>
    page.evaluate(() =>
      Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber$')),
    );
  expect(await hydrated(), 'painted before the scripts').toBe(false);
  const strip = page.getByRole('list', { name: `Photographs of ${noor.p_name.en}` });
  const before = await strip.boundingBox();
  // a thumbnail works before the scripts too: the strip goes to its picture
  const second = noor.images[1]!.alt.en;
  await page.getByRole('link', { name: `Show picture 2: ${second}` }).click();
  await expect(page.getByRole('img', { name: second, exact: true })).toBeInViewport({ ratio: 0.9 });
  expect(await hydrated(), 'still before the scripts').toBe(false);
  // hydrated, the gallery knows where she is, and nothing moved
  await expect.poll(hydrated, { timeout: 15_000 }).toBe(true);
  await expect(page.getByRole('link', { name: `Show picture 2: ${second}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Previous picture' })).toBeEnabled();
  expect(await strip.boundingBox()).toEqual(before);
});

test('a piece changed since the build shows what it is now', async ({ page, request }) => {
  await page.goto('/about-us');
  const built = await productNow(request, 'bh');
  await page.evaluate(
    ({ id, name }) =>
      (
        window as unknown as { mockApi: { patchProduct: (id: number, f: object) => boolean } }
      ).mockApi.patchProduct(id, { p_price: 321.5, p_name: { en: name, ar: 'قطعة جديدة' } }),
    { id: PIECE, name: `${built.p_name.en} (new season)` },
  );
  await page.goto(`/products/${PIECE}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${built.p_name.en} (new season)` }),
  ).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(price(321.5, 'BHD', 'en'));
});

test('a piece the build did not prerender opens through the SPA fallback, and so does a move to it', async ({
  page,
  request,
}) => {
  const piece = await productNow(request, 'bh');
  const nginx = await startOwnNginx(SERVED_PORT + 5);
  try {
    // as a piece added after the build: no page of its own
    for (const dir of ['products', 'ar/products'])
      rmSync(join(nginx.buildDir, 'client', dir, String(PIECE)), { recursive: true, force: true });
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.data')) dataRequests.push(r.url());
    });
    await page.goto(`${nginx.url}/products/${PIECE}`);
    await expect(page.getByRole('heading', { level: 1, name: piece.p_name.en })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText(price(piece.p_price, 'BHD', 'en'));
    await expect(page.getByRole('button', { name: texts.en.product.add.submit })).toBeEnabled();
    // from the collection, a move to a prerendered piece asks the API, not the build's data
    await page.goto(`${nginx.url}/products`);
    await page.locator(`a[href="/products/9"]`).first().click();
    await expect(page).toHaveURL(/\/products\/9$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-price')).toBeVisible();
    expect(dataRequests).toEqual([]);
  } finally {
    await nginx.stop();
  }
});
