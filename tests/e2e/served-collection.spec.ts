import type { APIRequestContext, Page, Route } from '@playwright/test';
import { formatPrice } from '../../src/lib/money';
import { expect, test } from './fixtures';

// The `served` project only: the production build, whose collection page was prerendered with the catalog's
// first page (npm run build:mock-catalog, decision 0036). Its cards paint from the HTML, before any script, and
// their links work then; a shopper of another country never sees the build's dinars; an address asking for
// another page never shows the build's cards; and a move within the shop asks the API, not the build's data.

type Piece = {
  id: number;
  p_name: { en: string; ar: string };
  p_price: number;
  currency: string;
  images: { alt: { en: string; ar: string } }[];
};
type Page1 = { products: Piece[]; total: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page of the collection as the API gives it now, in a country's currency. */
async function listNow(request: APIRequestContext, country: string, page = 1): Promise<Page1> {
  const response = await request.get(`/api/v1/products?sort=newest&page=${page}&pageSize=12`, {
    headers: { 'X-Country-Code': country },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Page1;
}

/** The page's scripts wait `ms` (the journeys' page waits for them on goto). */
async function scriptsHeld(page: Page, ms: number) {
  await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
    await sleep(ms);
    await route.continue();
  });
}

const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber$')),
  );

for (const lang of ['en', 'ar'] as const) {
  const at = (path: string) => (lang === 'ar' ? `/ar${path}` : path);

  test(`the collection paints its newest pieces from the HTML before any script, and their links work (${lang})`, async ({
    context,
    request,
  }) => {
    const { products } = await listNow(request, 'bh');
    const [first, second] = [products[0]!, products[1]!];
    const page = await context.newPage();
    await scriptsHeld(page, 5000);
    await page.goto(at('/products'), { waitUntil: 'commit' });
    const grid = page.getByRole('list', { name: lang === 'ar' ? 'المنتجات' : 'Products' });
    const card = grid.getByRole('link', { name: new RegExp(first.p_name[lang]) });
    await expect(card).toBeVisible();
    await expect(card.getByText(formatPrice(first.p_price, 'BHD', lang))).toBeVisible();
    // the first piece with photographs (a piece without any is drawn)
    const pictured = products.find((p) => p.images.length > 0)!;
    const photo = page.getByRole('img', { name: pictured.images[0]!.alt[lang], exact: true }).first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await hydrated(page), 'painted before the scripts').toBe(false);
    // a card is a plain link before the scripts: its piece's page opens (prerendered too)
    await grid.getByRole('link', { name: new RegExp(second.p_name[lang]) }).click();
    await expect(page).toHaveURL(new RegExp(`${at(`/products/${second.id}`)}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.p_name[lang] })).toBeVisible();
  });

  test(`a shopper in Saudi Arabia never sees the build's dinars on the collection (${lang})`, async ({
    context,
    request,
  }) => {
    const { products } = await listNow(request, 'sa');
    const first = products[0]!;
    expect(first.currency).toBe('SAR');
    await context.addInitScript(() => {
      localStorage.setItem('country', 'sa');
      const seen: string[] = [];
      (window as unknown as { dinarsSeen: string[] }).dinarsSeen = seen;
      const look = () => {
        const text = document.querySelector('main')?.innerText ?? '';
        if (/BHD|د\.ب/.test(text)) seen.push(text.match(/.{0,20}(BHD|د\.ب).{0,20}/)?.[0] ?? '');
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const page = await context.newPage();
    await scriptsHeld(page, 1500);
    await page.goto(at('/products'), { waitUntil: 'commit' });
    const card = page.getByRole('link', { name: new RegExp(first.p_name[lang]) });
    await expect(card).toBeVisible();
    await expect(card.getByText(formatPrice(first.p_price, 'SAR', lang))).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { dinarsSeen: string[] }).dinarsSeen)).toEqual([]);
  });
}

test("an address asking for another page never shows the build's cards, and shows its own once the list is in", async ({
  context,
  request,
}) => {
  const [one, two] = [await listNow(request, 'bh'), await listNow(request, 'bh', 2)];
  const page = await context.newPage();
  await scriptsHeld(page, 3000);
  await page.goto('/products?page=2', { waitUntil: 'commit' });
  // the build's first page is in the HTML, in its places, unseen
  const built = page.getByRole('heading', {
    level: 2,
    name: one.products[0]!.p_name.en,
    includeHidden: true,
  });
  await expect(built).toBeAttached();
  await expect(built).toBeHidden();
  expect(await hydrated(page)).toBe(false);
  await expect(page.getByRole('heading', { level: 2, name: two.products[0]!.p_name.en })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: one.products[0]!.p_name.en })).toHaveCount(0);
});

test("a move to the collection within the shop asks the API, never the build's data", async ({
  page,
  request,
}) => {
  const { products } = await listNow(request, 'bh');
  const dataRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.data')) dataRequests.push(r.url());
  });
  await page.goto('/about-us');
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 2, name: products[0]!.p_name.en })).toBeVisible();
  expect(dataRequests).toEqual([]);
});
