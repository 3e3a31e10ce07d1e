import type { CDPSession, Locator, Page } from '@playwright/test';
import { deepestChain, TAP_GOALS } from '../../scripts/bench/taps.mjs';
import en from '../../src/locales/en/product';
import enCatalog from '../../src/locales/en/catalog';
import { expect, test } from './fixtures';
import { signInHere } from './resilience-helpers';
import { choose } from './shop-steps';
import enHome from '../../src/locales/en/home';

type Request = { url: string; start: number; end: number; wall: number };
/** What the next screen shows once it is there, checked on every frame in the page. */
type Ready = { selector: string; text?: string; path?: string };

/**
 * The requests the page starts, followed over the DevTools protocol (a service worker's answers included), with
 * the phone's network of the bench (150 ms, 1.6 Mbps): requests asked for together overlap there, and one asked
 * for only once another has ended follows it in a chain.
 */
async function followRequests(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const requests = new Map<string, Request>();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    last = Date.now();
    if (!e.request.url.startsWith('data:') && !/\/favicon\.[a-z]+$/.test(new URL(e.request.url).pathname))
      requests.set(e.requestId, {
        url: e.request.url,
        start: e.timestamp,
        end: Infinity,
        wall: e.wallTime * 1000,
      });
  });
  const ended = (e: { requestId: string; timestamp: number }) => {
    last = Date.now();
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  };
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  return {
    /** Nothing under way for 600 ms: what the page fetches ahead on its own is in. */
    async settle() {
      await expect
        .poll(() => [...requests.values()].every((r) => r.end !== Infinity) && Date.now() - last > 600, {
          timeout: 20_000,
        })
        .toBe(true);
    },
    /**
     * Taps, waits for the next screen, and returns the deepest chain of the requests the tap set off before it was
     * there (what the new screen fetches ahead for the next tap, once it is there, is not this tap's).
     */
    async tap(target: Locator, ready: Ready) {
      await this.settle();
      requests.clear();
      const there = page.waitForFunction(
        ({ selector, text, path }) => {
          const found =
            (!path || new RegExp(path).test(location.pathname)) &&
            [...document.querySelectorAll(selector)].some(
              (element) => !text || element.textContent?.includes(text),
            );
          return found ? performance.timeOrigin + performance.now() : null;
        },
        ready,
        { polling: 'raf', timeout: 20_000 },
      );
      await target.tap();
      const at = (await (await there).jsonValue()) as number;
      return deepestChain([...requests.values()].filter((r) => r.wall <= at));
    },
  };
}

// Issue 38: every tap inside the shop waited for a chain of lazy downloads, one after another (home → the
// collection: seven). What a screen needs is asked for together after the tap, or was fetched before it.
test(
  'on a phone, no tap from home to her cart sets off a chain of more than two requests',
  {
    tag: '@phone-only',
  },
  async ({ page }) => {
    await page.goto('/login');
    await signInHere(page, 'en');
    await page.goto('/');
    const network = await followRequests(page);

    const collection = await network.tap(
      page.getByRole('main').getByRole('link', { name: enHome.home.ctaShop }).first(),
      { selector: `main [aria-label="${enCatalog.list.gridLabel}"] a`, path: '^/products$' },
    );
    expect(collection.depth, `home → the collection: ${collection.chain.join(' → ')}`).toBeLessThanOrEqual(
      TAP_GOALS.maxChainDepth,
    );

    const card = page.getByRole('list', { name: enCatalog.list.gridLabel }).getByRole('link').first();
    const piece = await network.tap(card, { selector: 'main h1', path: '^/products/\\d+$' });
    expect(piece.depth, `the collection → a piece: ${piece.chain.join(' → ')}`).toBeLessThanOrEqual(
      TAP_GOALS.maxChainDepth,
    );

    await choose(page, 'M');
    const added = page.getByRole('dialog', { name: en.itemAdded.title });
    const confirmation = await network.tap(page.getByRole('button', { name: en.add.submit }).last(), {
      selector: 'dialog[open]',
      text: en.itemAdded.title,
    });
    expect(
      confirmation.depth,
      `Add to cart → the confirmation: ${confirmation.chain.join(' → ')}`,
    ).toBeLessThanOrEqual(TAP_GOALS.maxChainDepth);

    const cart = await network.tap(added.getByRole('button', { name: en.itemAdded.goToCart }), {
      selector: 'main h3',
      path: '^/cart$',
    });
    expect(cart.depth, `Go to cart → the items: ${cart.chain.join(' → ')}`).toBeLessThanOrEqual(
      TAP_GOALS.maxChainDepth,
    );
  },
);
