import { expect, test } from './fixtures';
import { guestAddsNoorAndSignsIn, texts } from './resilience-helpers';
import { at } from './shop-steps';

// Site data blocked (Chrome's "Block all cookies", Firefox's strict tracking protection): merely reading
// `window.localStorage` or `window.sessionStorage` throws a SecurityError. The shop still works for the visit,
// and no script error reaches the page: not the shop's (src/lib/storage.ts guards every access) and not React
// Router's scroll-restoration script, whose catch touches session storage again (src/start-up/session-storage-guard.ts,
// docs/decisions/0021). Served project only: the in-page mock of the other projects keeps its tables in
// localStorage and would not start at all; here the mock is a server.

test('with site data blocked, a guest browses and adds a piece, signs in, and no script error reaches the page', async ({
  page,
}) => {
  const lang = 'en';
  const w = texts[lang];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /storage|SecurityError|denied/i.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  });

  // prerendered pages (the home page, the collection) carry React Router's scroll-restoration script; she adds
  // a piece as a guest, signs in, and it is added by itself (the pending item kept in memory)
  await page.goto(at(lang, '/'));
  await guestAddsNoorAndSignsIn(page, lang);

  // and back through the shop's own links, still signed in
  await page.getByRole('link', { name: w.common.header.cartCount_one.replace('{{count}}', '1') }).click();
  await expect(page).toHaveURL(new RegExp(`${at(lang, '/cart')}$`));
  await expect(page.getByRole('button', { name: w.account.accountMenu.label })).toBeVisible();
  expect(errors).toEqual([]);
});
