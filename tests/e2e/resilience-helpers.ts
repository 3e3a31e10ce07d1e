import type { Page } from '@playwright/test';
import arAccount from '../../src/locales/ar/account';
import arAuth from '../../src/locales/ar/auth';
import arCatalog from '../../src/locales/ar/catalog';
import arCommon from '../../src/locales/ar/common';
import arFeedback from '../../src/locales/ar/feedback';
import arProduct from '../../src/locales/ar/product';
import enAccount from '../../src/locales/en/account';
import enAuth from '../../src/locales/en/auth';
import enCatalog from '../../src/locales/en/catalog';
import enCommon from '../../src/locales/en/common';
import enFeedback from '../../src/locales/en/feedback';
import enProduct from '../../src/locales/en/product';
import type { FaultOptions } from '../../src/mocks/fault-options';
import { accounts, expect, SEED_PASSWORD } from './fixtures';
import { at, choose, NOOR, type Lang } from './shop-steps';

// What the resilience journeys share: her words in both languages, the mock's fault hooks, and two steps.

export const texts = {
  en: {
    account: enAccount,
    auth: enAuth,
    catalog: enCatalog,
    common: enCommon,
    feedback: enFeedback,
    product: enProduct,
  },
  ar: {
    account: arAccount,
    auth: arAuth,
    catalog: arCatalog,
    common: arCommon,
    feedback: arFeedback,
    product: arProduct,
  },
};

/** The language of a journey from its Playwright project: English on the desktop, Arabic on the phone. */
export const langOf = (project: string): Lang => (project === 'phone' ? 'ar' : 'en');

type MockHandle = {
  mockApi: { failNext: (m: string, p: string, o: FaultOptions) => void; clearFaults: () => void };
};

export const mockApi = {
  ready: (page: Page) => page.waitForFunction(() => 'mockApi' in window),
  failNext: async (page: Page, method: string, path: string, fault: FaultOptions) => {
    await page.waitForFunction(() => 'mockApi' in window);
    await page.evaluate(([m, p, f]) => (window as unknown as MockHandle).mockApi.failNext(m, p, f), [
      method,
      path,
      fault,
    ] as const);
  },
  clear: (page: Page) => page.evaluate(() => (window as unknown as MockHandle).mockApi.clearFaults()),
};

export const cartCount = (page: Page) => page.getByTestId('cart-count');

/** Fills the sign-in form she is on with the seeded customer's details and sends it. */
export async function signInHere(page: Page, lang: Lang) {
  const { auth } = texts[lang];
  await page.getByLabel(auth.login.email).fill(accounts.customer);
  await page.getByLabel(auth.login.password, { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** On a piece's page: size M, 'Add to cart'. */
export async function addInSizeM(page: Page, lang: Lang) {
  await choose(page, 'M');
  await page.getByRole('button', { name: texts[lang].product.add.submit }).click();
}

/**
 * A guest opens the Noor abaya from the collection and adds it in size M; asked to sign in, she does, and is back
 * on the piece with it added by itself (the pending item, spec 4) and counted in the header.
 */
export async function guestAddsNoorAndSignsIn(page: Page, lang: Lang) {
  const w = texts[lang];
  await page.goto(at(lang, '/products'));
  await page.getByRole('link', { name: NOOR.name[lang] }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: NOOR.name[lang] })).toBeVisible();
  await addInSizeM(page, lang);
  const prompt = page.getByRole('dialog', { name: w.product.signInRequired.title });
  await prompt.getByRole('button', { name: w.product.signInRequired.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}`));
  await signInHere(page, lang);
  await expect(page).toHaveURL(new RegExp(`/products/${NOOR.id}$`));
  const added = page.getByRole('dialog', { name: w.product.itemAdded.title });
  await expect(added).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  await added.getByRole('button', { name: w.product.itemAdded.continue }).click();
  await expect(added).toBeHidden();
}
