import type { Page } from '@playwright/test';
import arChat from '../../src/locales/ar/chat';
import enChat from '../../src/locales/en/chat';
import { findCatalogProduct } from '../../src/mocks/data/catalog';
import { expect, expectAccessible, test, useLanguage } from './fixtures';

// Issue 39.3: the shop's own chat launcher. The production build (`served`: `npm run build`) has no chat provider:
// the launcher opens WhatsApp on the piece she is looking at. The provider's way (its script fetched only when she
// sends her first message) is chat-provider.spec.ts, on the e2e build, which has one (.env.e2e).

const piece = findCatalogProduct(1)!;
const PHONE = { width: 390, height: 844 };

/** Where the launcher sits against the piece's Add to cart bar, pinned at the foot of a phone's screen. */
async function launcherAbovePinnedBar(page: Page, name: string) {
  const launcher = page.getByRole('link', { name });
  const bar = page.getByTestId('add-bar');
  // among her choices, the bar is pinned at the foot of the screen
  await page.locator('#product-choices input[type="radio"]').first().scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await expect
    .poll(async () => {
      const box = (await bar.boundingBox())!;
      return Math.round(box.y + box.height);
    })
    .toBe(PHONE.height);
  const barBox = (await bar.boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await launcher.boundingBox())!;
      return box.y + box.height <= barBox.y;
    }, 'the launcher sits above the Add to cart bar')
    .toBe(true);
  return (await launcher.boundingBox())!;
}

test.describe('the chat launcher without a chat provider', () => {
  test('opens WhatsApp on the piece she is looking at, never in the prerendered page', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== '127.0.0.1' && hostname !== 'localhost') thirdParty.push(request.url());
    });
    const prerendered = await (await page.request.get('/')).text();
    expect(prerendered).not.toContain(enChat.launcher);

    await page.goto('/products/1');
    const launcher = page.getByRole('link', { name: enChat.launcher });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute('target', '_blank');
    await expect(launcher).toHaveAttribute('rel', /noopener/);
    const href = new URL((await launcher.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toContain(
      `I have a question about ${piece.p_name.en} (${piece.code})`,
    );
    await expectAccessible(page, 'a piece with the chat launcher');
    expect(thirdParty).toEqual([]);
  });

  test('keeps above the pinned Add to cart on a phone, at the end side in either language', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto('/products/1');
    await expect(page.getByRole('link', { name: enChat.launcher })).toBeVisible();
    const en = await launcherAbovePinnedBar(page, enChat.launcher);
    expect(en.x, 'English: at the right').toBeGreaterThan(PHONE.width / 2);
    await page.screenshot({ path: testInfo.outputPath('chat-launcher-phone-en.png') });

    await useLanguage(page, 'ar');
    await page.goto('/ar/products/1');
    const launcher = page.getByRole('link', { name: arChat.launcher });
    await expect(launcher).toBeVisible();
    expect(new URL((await launcher.getAttribute('href'))!).searchParams.get('text')).toContain(
      piece.p_name.ar,
    );
    const ar = await launcherAbovePinnedBar(page, arChat.launcher);
    expect(ar.x + ar.width, 'Arabic: mirrored, at the left').toBeLessThan(PHONE.width / 2);
    await page.screenshot({ path: testInfo.outputPath('chat-launcher-phone-ar.png') });
  });
});
