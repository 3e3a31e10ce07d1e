import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { at, CLASSIC, signInCustomer, type Lang } from './shop-steps';

// Hostile text from the API (issue 13): markup, a right-to-left override, a 10,000-character word, emoji and
// zero-width characters in every name and note the shop shows. The API's answer is the real one with those parts
// replaced (mockApi.failNext with `json`). The shop shows it as text (no element made from it, no dialog),
// bounded (the page does not scroll sideways at 390 px, the title stays short), and isolated (an override inside
// a name does not reorder the text around it: <bdi>, dir or unicode-bidi: isolate).

const MARKUP = '<img src=x onerror="window.__hostile=1"><script>window.__hostile=1</script>';
const hostile = (label: string, length = 10_000) =>
  `${MARKUP} \u202E${label} 👩🏽‍🦱💃🏻\u200B\u200D\u2060 ${'W'.repeat(length)}`;
/** Where a screen shows many hostile texts at once, the one 10,000-character word is the piece's name. */
const SHORTER = 500;
const both = (label: string) => ({ en: hostile(label), ar: hostile(label) });

// The parts of the API's answers these journeys replace (the rest is passed through as it came).
type Json = Record<string, unknown>;
type Piece = Json & { id: number; colour: { id: number }[]; fabric: { id: number }[] };
type Item = Json & { product: Json; colour: Json };
type Order = Json & { items: Item[]; shippingAddress: Json; notes: string | null; giftNote: string | null };

type MockApi = { failNext: (method: string, path: string, options: object) => void };

/** The mock API's real answer to a call, as the signed-in shopper (if any) would get it. */
async function realAnswer<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  await page.waitForFunction(() => (window as unknown as { mockApi?: MockApi }).mockApi !== undefined);
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('token');
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  );
}

/** The next few answers of a call are `json`, with status 200. */
async function answerWith(page: Page, method: string, path: string, json: unknown) {
  await page.evaluate(
    ({ method, path, json }) =>
      (window as unknown as { mockApi: MockApi }).mockApi.failNext(method, path, {
        status: 200,
        json,
        times: 5,
      }),
    { method, path, json },
  );
}

/** Shown as text, bounded and isolated: the checks every screen with hostile text passes. */
async function expectHostileTextContained(page: Page, label: string) {
  // as text: what she sees includes the markup's characters, and no element was made of it
  await expect(page.getByText(label).first()).toBeAttached();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __hostile?: number }).__hostile)).toBeUndefined();
  // bounded: no sideways scrolling, the title stays short
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways by').toBeLessThanOrEqual(1);
  expect([...(await page.title())].length).toBeLessThanOrEqual(90);
  // isolated: every text with the override sits in an element that isolates it from what is around it
  const unisolated = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes('\u202E')) continue;
      let isolated = false;
      for (let el = node.parentElement; el && !isolated && el !== document.body; el = el.parentElement) {
        const bidi = getComputedStyle(el).unicodeBidi;
        isolated = el.tagName === 'BDI' || /isolate|plaintext/.test(bidi);
        // a block of its own (heading, paragraph) ends the override with it when nothing else is in it
        if (!isolated && el.textContent === node.textContent && getComputedStyle(el).display !== 'inline')
          isolated = true;
        if (el.textContent !== node.textContent) break;
      }
      if (!isolated) found.push(`${node.parentElement?.outerHTML.slice(0, 120)}`);
    }
    return found;
  });
  expect(unisolated, 'texts with a right-to-left override that are not isolated').toEqual([]);
}

test.describe('hostile text from the API', () => {
  let dialogs: string[];
  test.beforeEach(({ page }) => {
    dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  test.afterEach(() => expect(dialogs, 'dialogs opened').toEqual([]));

  for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
    test(`a piece's name and description (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto(at(lang, '/'));
      const { product } = await realAnswer<{ product: Piece }>(page, 'GET', `/products/${CLASSIC.id}`);
      await answerWith(page, 'GET', `/products/${CLASSIC.id}`, {
        product: { ...product, p_name: both('Piece name'), p_description: both('Piece description') },
      });
      await page.goto(at(lang, `/products/${CLASSIC.id}`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Piece name');
      await expect(page.getByText('Piece description').filter({ visible: true }).first()).toBeVisible();
      await expectHostileTextContained(page, 'Piece name');
    });

    test(`the collection's cards (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto(at(lang, '/'));
      const list = await realAnswer<{ products: Json[] }>(
        page,
        'GET',
        '/products?page=1&pageSize=12&sort=newest',
      );
      list.products[0] = { ...list.products[0], p_name: both('Card name') };
      await answerWith(page, 'GET', '/products', list);
      await page.goto(at(lang, '/products'));
      await expect(page.getByText('Card name').filter({ visible: true }).first()).toBeVisible();
      await expectHostileTextContained(page, 'Card name');
    });

    test(`her cart (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      await useLanguage(page, lang);
      await signInCustomer(page, lang);
      const { product } = await realAnswer<{ product: Piece }>(page, 'GET', `/products/${CLASSIC.id}`);
      await realAnswer(page, 'POST', '/user/cart/addItem', {
        productId: product.id,
        combinationId: null,
        colorId: product.colour[0]!.id,
        fabricId: product.fabric[0]!.id,
        measurementType: 'standard',
        measurementData: { sizeOption: 'M', bodyDimensions: null },
      });
      const cart = await realAnswer<{ cart: { cartItems: Item[] } }>(page, 'GET', '/user/cart/get');
      const item = cart.cart.cartItems[0]!;
      item.product = { ...item.product, p_name: both('Cart name') };
      item.colour = { ...item.colour, name: both('Colour name') };
      await answerWith(page, 'GET', '/user/cart/get', cart);
      await page.goto(at(lang, '/cart'));
      await expect(page.getByText('Cart name').filter({ visible: true }).first()).toBeVisible();
      await expectHostileTextContained(page, 'Cart name');
    });

    test(`an order: its pieces, notes, gift note and address (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      const id = '3f6c2a1e-8b4d-4e7a-9c15-2d8f0b6a7e31';
      await useLanguage(page, lang);
      await signInCustomer(page, lang);
      const { order } = await realAnswer<{ order: Order }>(page, 'GET', `/user/orders/${id}`);
      order.items[0]!.product = { ...order.items[0]!.product, p_name: both('Order piece') };
      order.notes = hostile('Order note', SHORTER);
      order.giftNote = hostile('Gift note', SHORTER);
      order.shippingAddress = {
        ...order.shippingAddress,
        name: hostile('Address name', SHORTER),
        details: hostile('Address details', SHORTER),
        city: hostile('City', SHORTER),
      };
      await answerWith(page, 'GET', '/user/orders/:id', { order });
      await page.goto(at(lang, `/profile/my-orders/${id}`));
      await expect(page.getByText('Order note').filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByText('Gift note').filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByText('Address details').filter({ visible: true }).first()).toBeVisible();
      await expectHostileTextContained(page, 'Order piece');
    });

    test(`her addresses, her notifications and her name (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      await useLanguage(page, lang);
      await signInCustomer(page, lang);
      const { addresses } = await realAnswer<{ addresses: Json[] }>(page, 'GET', '/user/addresses');
      addresses[0] = { ...addresses[0], name: hostile('Saved name'), details: hostile('Saved details') };
      await answerWith(page, 'GET', '/user/addresses', { addresses });
      const { user } = await realAnswer<{ user: Json }>(page, 'GET', '/user/profile');
      await answerWith(page, 'GET', '/user/profile', { user: { ...user, firstName: hostile('First name') } });
      await page.goto(at(lang, '/profile/address'));
      await expect(page.getByText('Saved details').filter({ visible: true }).first()).toBeVisible();
      await expectHostileTextContained(page, 'Saved name');

      const { notifications } = await realAnswer<{ notifications: Json[] }>(
        page,
        'GET',
        '/user/notifications',
      );
      notifications[0] = { ...notifications[0], title: both('Note title'), body: both('Note body') };
      await answerWith(page, 'GET', '/user/notifications', { notifications });
      await page.goto(at(lang, '/profile/notifications'));
      await expect(page.getByText('Note body').filter({ visible: true }).first()).toBeVisible();
      await expectHostileTextContained(page, 'Note title');
    });
  }
});
