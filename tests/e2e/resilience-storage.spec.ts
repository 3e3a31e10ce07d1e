import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { guestAddsNoorAndSignsIn, langOf, texts } from './resilience-helpers';
import { at, NOOR } from './shop-steps';

// Storage that throws (issue 13): Safari's private mode (every access throws) and a full quota (writing throws).
// The shop still works as a guest (browse, add to cart) and as a customer for the visit: she signs in, her pending
// piece is added, and she stays signed in across the pages she opens from the shop's own links.

// MSW's own keys are spared: the mock stands in for the server and is no part of the shop (it reads its cookie
// store from localStorage without a guard, and would not start).
const modes = {
  'storage that throws on every read and write': () => {
    const { getItem, setItem } = Storage.prototype;
    const mock = (key: string) => key.startsWith('__msw');
    Storage.prototype.getItem = function (key: string) {
      if (mock(key)) return getItem.call(this, key);
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.setItem = function (key: string, value: string) {
      if (mock(key)) return setItem.call(this, key, value);
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  },
  'a full quota': () => {
    const { setItem } = Storage.prototype;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('__msw')) return setItem.call(this, key, value);
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
};

async function signedIn(page: Page, lang: 'en' | 'ar') {
  await expect(page.getByRole('button', { name: texts[lang].account.accountMenu.label })).toBeVisible();
}

for (const [mode, breakStorage] of Object.entries(modes)) {
  test(`with ${mode}, a guest browses and adds a piece, signs in, and stays signed in for the visit`, async ({
    page,
  }, testInfo) => {
    const lang = langOf(testInfo.project.name);
    const w = texts[lang];
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(breakStorage);

    // a guest browses the collection and adds a piece: asked to sign in, the piece waits for her (session
    // storage, kept in memory here); signed in, she is back on the piece with it added by itself
    await guestAddsNoorAndSignsIn(page, lang);
    await signedIn(page, lang);

    // she moves around the shop through its links and stays signed in
    await page.getByRole('button', { name: w.account.accountMenu.label }).click();
    await page.getByRole('link', { name: w.account.accountMenu.myOrders }).first().click();
    await expect(page).toHaveURL(new RegExp(`${at(lang, '/profile/my-orders')}$`));
    await expect(page.getByText('MTM-100232').first()).toBeVisible();
    await page.getByRole('link', { name: w.common.header.cartCount_one.replace('{{count}}', '1') }).click();
    await expect(page).toHaveURL(new RegExp(`${at(lang, '/cart')}$`));
    await expect(page.locator('main').getByText(NOOR.name[lang], { exact: true }).first()).toBeVisible();
    await signedIn(page, lang);
    expect(pageErrors).toEqual([]);
  });
}
