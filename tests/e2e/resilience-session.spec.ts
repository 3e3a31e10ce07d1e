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
