import { signToken } from '../../src/mocks/jwt';
import { expect, test } from './fixtures';
import { addInSizeM, cartCount, langOf, mockApi, signInHere, texts } from './resilience-helpers';
import { at, CLASSIC, NOOR, signInCustomer } from './shop-steps';

// Her session over a visit (issue 13, spec 4): signing out in one tab signs the other out; a token that expires
// while she shops sends her to sign in and back to where she was, with her cart intact.

const NOORA = { id: 'u-1001', role: 'user' as const, email: 'noora@example.com', firstName: 'Noora' };

test('two tabs: signing out in one signs the other out', async ({ page, context }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = texts[lang];
  await signInCustomer(page, lang);
  const other = await context.newPage();
  await other.goto(at(lang, '/profile/my-orders'));
  await expect(other.getByText('MTM-100232').first()).toBeVisible();

  await page.getByRole('button', { name: w.account.accountMenu.label }).click();
  await page.getByRole('button', { name: w.account.accountMenu.signOut }).click();
  await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}$`));

  // the other tab follows: it reloads as a guest, and her orders are no longer on it
  await expect(other).toHaveURL(new RegExp(`${at(lang, '/login')}`));
  await expect(other.getByRole('button', { name: w.auth.login.submit, exact: true })).toBeVisible();
  await expect(other.getByText('MTM-100232')).toHaveCount(0);
  await expect(other.getByRole('button', { name: w.account.accountMenu.label })).toHaveCount(0);
});

test('her session ends while she shops: she signs in again and is back on the piece, her cart intact', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = texts[lang];
  await signInCustomer(page, lang);
  await page.goto(at(lang, `/products/${NOOR.id}`));
  await addInSizeM(page, lang);
  await page
    .getByRole('dialog', { name: w.product.itemAdded.title })
    .getByRole('button', { name: w.product.itemAdded.continue })
    .click();
  await expect(cartCount(page)).toHaveText('1');

  // on another piece, the API no longer takes her token
  await page.goto(at(lang, `/products/${CLASSIC.id}`));
  await expect(page.getByRole('heading', { level: 1, name: CLASSIC.name[lang] })).toBeVisible();
  await mockApi.failNext(page, 'POST', '/user/cart/addItem', { status: 401 });
  await addInSizeM(page, lang);

  await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}\\?redirectTo=`));
  await expect(page.getByText(w.auth.session.expired)).toBeVisible();
  await signInHere(page, lang);
  await expect(page).toHaveURL(new RegExp(`${at(lang, `/products/${CLASSIC.id}`)}$`));
  await expect(page.getByRole('heading', { level: 1, name: CLASSIC.name[lang] })).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
});

test('a token that expired in storage: she is asked to sign in and comes back to her cart, intact', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  await signInCustomer(page, lang);
  await page.goto(at(lang, `/products/${NOOR.id}`));
  await addInSizeM(page, lang);
  await expect(cartCount(page)).toHaveText('1');

  // thirteen hours later (the mock's tokens last twelve)
  const expired = signToken(NOORA, Date.now() - 13 * 60 * 60 * 1000);
  await page.evaluate((token) => localStorage.setItem('token', token), expired);
  await page.goto(at(lang, '/profile/my-orders'));

  await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}\\?redirectTo=`));
  await signInHere(page, lang);
  await expect(page).toHaveURL(new RegExp(`${at(lang, '/profile/my-orders')}$`));
  await expect(page.getByText('MTM-100232').first()).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
});

// Issue 19.1: when the other tab ended her session, this tab's header turned to 'Sign in' while 'My account' and her
// details stayed on the page until its reload landed (seconds on a busy machine; now and then, reported, never).
// Ten rounds in a row, both ways the session can go: she signs out there, or the token disappears from storage.
for (const how of ['signs out', 'loses the token'] as const) {
  // (the desktop only: the race is between two tabs' storage events and the router, which no viewport changes)
  test(
    `two tabs on her account: when the other ${how}, this one leaves for sign-in every time (10 rounds)`,
    {
      tag: '@desktop-only',
    },
    async ({ page, context }, testInfo) => {
      test.setTimeout(600_000);
      const lang = langOf(testInfo.project.name);
      const w = texts[lang];
      await page.goto(at(lang, '/size-guide'));
      const other = await context.newPage();
      for (let round = 1; round <= 10; round += 1) {
        await test.step(`round ${round}`, async () => {
          // signed in (a fresh token, as a sign-in leaves it), both tabs on her account
          await page.evaluate((token) => localStorage.setItem('token', token), signToken(NOORA));
          await page.goto(at(lang, '/profile'));
          await other.goto(at(lang, '/profile'));
          for (const tab of [page, other]) {
            await expect(tab.getByRole('heading', { level: 1, name: w.account.profile.title })).toBeVisible({
              timeout: 20_000,
            });
            await expect(tab.getByText(NOORA.email).first()).toBeVisible({ timeout: 20_000 });
          }

          if (how === 'signs out') {
            const header = other.getByRole('banner');
            await header.getByRole('button', { name: w.account.accountMenu.label }).click();
            await header.getByRole('button', { name: w.account.accountMenu.signOut }).click();
          } else {
            await other.evaluate(() => localStorage.removeItem('token'));
          }

          // (a slow machine: a reload of the page can take a while; a page that stays on her account never leaves)
          await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}(\\?|$)`), { timeout: 30_000 });
          await expect(page.getByRole('button', { name: w.auth.login.submit, exact: true })).toBeVisible({
            timeout: 20_000,
          });
          await expect(page.getByRole('heading', { name: w.account.profile.title })).toHaveCount(0);
          await expect(page.getByText(NOORA.email)).toHaveCount(0);
          // and it stays there: nothing brings her account back a moment later
          await page.waitForTimeout(300);
          await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}(\\?|$)`));
          await expect(page.getByText(NOORA.email)).toHaveCount(0);
        });
      }
    },
  );
}

// Issue 20.2: with /auth/signout slow she saw nothing for 20 s, a tab closed meanwhile was still signed in next
// time, and a double press sent two calls. The fault matrix's slow answer, on sign-out.
test('a slow sign-out: she is signed out and on the sign-in page at once, with one call to the server', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = texts[lang];
  await page.goto(at(lang, '/size-guide'));
  await page.evaluate((token) => localStorage.setItem('token', token), signToken(NOORA));
  await page.goto(at(lang, '/profile'));
  await expect(page.getByText(NOORA.email).first()).toBeVisible({ timeout: 20_000 });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/auth/signout'))
      calls.push(request.headers().authorization ?? '');
  });
  await mockApi.failNext(page, 'POST', '/auth/signout', { status: 200, late: true, delayMs: 20_000 });

  const signOut = page.getByRole('navigation', { name: w.account.profile.nav }).getByRole('button', {
    name: w.account.profile.signOut,
  });
  await signOut.first().dblclick();
  // well before the server's answer (20 s)
  await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}$`), { timeout: 8_000 });
  await expect(page.getByRole('button', { name: w.auth.login.submit, exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // while the call is still out, her next visit (another tab) finds her signed out
  const next = await page.context().newPage();
  await next.goto(at(lang, '/profile'));
  await expect(next).toHaveURL(new RegExp(`${at(lang, '/login')}\\?redirectTo=`), { timeout: 20_000 });
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatch(/^Bearer /);
});
