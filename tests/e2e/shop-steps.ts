import type { Page } from '@playwright/test';
import arAuth from '../../src/locales/ar/auth';
import arProduct from '../../src/locales/ar/product';
import enAuth from '../../src/locales/en/auth';
import enProduct from '../../src/locales/en/product';
import { visitDates } from '../../src/features/cart/utils/visit-dates';
import { isFriday } from '../../src/domain/calendar';
import { accounts, expect, SEED_PASSWORD } from './fixtures';

// A shopper's steps that more than one journey of the buying path takes, in her language's own words.

export type Lang = 'en' | 'ar';

/** Pieces of the mock catalog (ids are stable, see src/mocks/data/catalog.ts). */
export const NOOR = { id: 1, name: { en: 'Noor Open Abaya', ar: 'عباية نور المفتوحة' } };
export const CLASSIC = { id: 5, name: { en: 'Classic Closed Abaya', ar: 'العباية المغلقة الكلاسيكية' } };
export type Piece = typeof NOOR;

const words = { en: { auth: enAuth, product: enProduct }, ar: { auth: arAuth, product: arProduct } };

/** A path in her language: English unprefixed, Arabic under /ar. */
export const at = (lang: Lang, path: string) => (lang === 'ar' ? `/ar${path}` : path);

/** i18next's {{name}} interpolation, for texts read from the locale files. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/**
 * The home visit's first day the cart offers, as a radio's name: tomorrow, or the day after when tomorrow is a
 * Friday (the shop is closed; the picker does not offer it).
 */
export function openVisitDay(words: { tomorrow: string; dayAfterTomorrow: string }): RegExp {
  return new RegExp(`^${isFriday(visitDates().tomorrow) ? words.dayAfterTomorrow : words.tomorrow}`);
}

/** Radios drawn as cards or swatches: she clicks the label around the input. */
export async function choose(page: Page, name: string | RegExp) {
  await page
    .locator('label', { has: page.getByRole('radio', { name, exact: typeof name === 'string' }) })
    .first()
    .click();
}

/** Signs the seeded customer in from the sign-in page of her language. */
export async function signInCustomer(page: Page, lang: Lang) {
  const { auth } = words[lang];
  await page.goto(at(lang, '/login'));
  await page.getByLabel(auth.login.email).fill(accounts.customer);
  await page.getByLabel(auth.login.password, { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Adds a piece in size M or with a home visit, and carries on shopping. */
export async function addProduct(page: Page, lang: Lang, piece: Piece, measurement: 'M' | 'home') {
  const { product } = words[lang];
  await page.goto(at(lang, `/products/${piece.id}`));
  await expect(page.getByRole('heading', { level: 1, name: piece.name[lang] })).toBeVisible();
  if (measurement === 'home') await choose(page, product.measurement.home);
  else await choose(page, 'M');
  await page.getByRole('button', { name: product.add.submit }).click();
  const added = page.getByRole('dialog', { name: product.itemAdded.title });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: product.itemAdded.continue }).click();
  await expect(added).toBeHidden();
}
