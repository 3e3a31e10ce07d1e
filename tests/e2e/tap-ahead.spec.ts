import arCatalog from '../../src/locales/ar/catalog';
import { expect, test, useLanguage } from './fixtures';

// Issue 38: a phone's `pointerenter` comes with the tap itself, so prefetching on intent started a piece's page
// (its code, words and the API call) only after the tap. The cards on screen fetch it once the page has idled.
test.describe('a tap on the collection, on a phone', { tag: '@phone-only' }, () => {
  test('the piece of a card on screen is in before her tap: the tap asks the API nothing for it', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) calls.push(new URL(request.url()).pathname);
    });
    // the first card on screen (the newest piece) has its piece fetched ahead once the collection has idled
    const fetchedAhead = page.waitForResponse((response) =>
      /\/products\/\d+$/.test(new URL(response.url()).pathname),
    );
    await page.goto('/ar/products');
    const first = page.getByRole('list', { name: arCatalog.list.gridLabel }).getByRole('link').first();
    const id = (await first.getAttribute('href'))?.split('/').pop() ?? '';
    expect(id).toMatch(/^\d+$/);
    const productCall = (path: string) => path.endsWith(`/products/${id}`);
    await fetchedAhead;
    await expect.poll(() => calls.some(productCall)).toBe(true);
    const beforeTap = calls.length;

    await first.tap();
    await expect(page).toHaveURL(new RegExp(`/ar/products/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(calls.slice(beforeTap).filter(productCall)).toEqual([]);
  });
});
