import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const SEED_PASSWORD = 'Tafseel#2026';
export const accounts = {
  customer: 'noora@example.com',
  admin: 'admin@example.com',
  owner: 'owner@example.com',
};

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(report, `axe on ${label}`).toEqual([]);
}

/** Starts the page in a language (the shop reads localStorage 'language' before it paints). */
export async function useLanguage(page: Page, lang: 'en' | 'ar') {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('language', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
}

export async function signIn(page: Page, email = accounts.customer, password = SEED_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const test = base;
export { expect };
