import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import arConsent from '../../src/locales/ar/consent';
import enConsent from '../../src/locales/en/consent';
import { watchCspViolations } from './served-fixtures';
import { setUpServedMockApi } from './served-mock-api';

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

/**
 * The journeys of a describe written for both languages take turns: the first runs in English (on the desktop),
 * the second in Arabic (on the phone), and so on (playwright.config.ts), so each journey runs once and both
 * languages and both viewports see half of them. Each such journey asks for its turn, in the order they are
 * written (`test(title, turn(), body)`): when it is the other language's, it is tagged @other-language, which
 * every project leaves out. A journey about the language itself (its words, units, dates or direction) does not
 * ask, and runs in both.
 */
export function takeTurns(lang: 'en' | 'ar'): () => { tag?: string } {
  let next = 0;
  return () => (next++ % 2 === (lang === 'en' ? 0 : 1) ? {} : { tag: '@other-language' });
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

// React's hydration complaints: development wording, and the production build's minified errors (#418 a text
// or element mismatch, #419/#421/#423 a boundary that fell back to client rendering, #425 a text mismatch).
// React's own "did not match" is about a prop or text ("Prop `href` did not match", "Text content did not match");
// the shop's "[api] response did not match its schema" (a request cut off by a navigation) is not hydration.
const HYDRATION =
  /hydrat|(prop `[^`]*`|text content|content) did not match|server rendered|react error #(418|419|421|423|425)\b|errors\/(418|419|421|423|425)/i;

/**
 * Every journey fails on a hydration warning or mismatch in the console, in either language: the prerendered
 * HTML and React's first render must agree.
 */
/**
 * Waits until React has hydrated the page's heading: a prerendered page is on screen (and its buttons look
 * ready) before its scripts have run, and a key pressed before then does nothing, in a test as for a shopper.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * The e2e build has a stand-in tag manager configured (.env.e2e), so it asks for her consent: every journey but the
 * consent's own starts with "Necessary only" answered (nothing third-party loads, no bar over the page), as a
 * shopper who answered on an earlier visit. A journey about the consent sets `consentAnswered: false`.
 */
function answerNecessaryOnly() {
  try {
    if (localStorage.getItem('consent') === null)
      localStorage.setItem(
        'consent',
        JSON.stringify({ version: 1, analytics: false, experience: false, at: new Date().toISOString() }),
      );
  } catch {
    // storage blocked (resilience-storage.spec.ts): the shop keeps her answer in memory, as it keeps the rest
  }
}

export const test = base.extend<{ hydrationWatch: void; consentAnswered: boolean }>({
  consentAnswered: [true, { option: true }],
  // Against the production build behind nginx (the `served` project) the mock API is an HTTP server: every
  // context gets its own mock session there and a window.mockApi that calls its hooks (served-mock-api.ts).
  // There the site's Content-Security-Policy is enforced: any violation in any page fails the journey.
  context: async ({ context, baseURL, consentAnswered }, provide, testInfo) => {
    if (consentAnswered) await context.addInitScript(answerNecessaryOnly);
    if (testInfo.project.name !== 'served') return provide(context);
    await setUpServedMockApi(context, baseURL ?? '');
    const csp = await watchCspViolations(context);
    await provide(context);
    csp.expectNone();
  },
  page: async ({ page, consentAnswered }, provide) => {
    // Where storage cannot be read (resilience-storage.spec.ts's storage that throws), the answer given above is not
    // seen and the shop asks on every page, as it would ask her: the journey answers "Necessary only" whenever the
    // bar shows before one of its steps, so the bar never stands over what it presses.
    if (consentAnswered)
      await page.addLocatorHandler(
        page.getByRole('region', { name: new RegExp(`^(${enConsent.bar.label}|${arConsent.bar.label})$`) }),
        (bar) =>
          bar
            .getByRole('button', {
              name: new RegExp(`^(${enConsent.bar.necessaryOnly}|${arConsent.bar.necessaryOnly})$`),
            })
            .click(),
      );
    // Every journey's page.goto and page.reload return once the page works, not merely once it shows. The
    // provider's stand-in pages (card page, Google, under /api/) are plain HTML — from the API server in the
    // `served` project, written into the page by the in-browser mock in the others: nothing to hydrate there.
    const hydrated = async () => {
      if (new URL(page.url()).pathname.startsWith('/api/')) return;
      await waitForHydration(page);
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await provide(page);
  },
  hydrationWatch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text()))
          problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (HYDRATION.test(`${error.message}`)) problems.push(`pageerror on ${page.url()}: ${error.message}`);
      });
      await use();
      expect(problems, 'hydration problems in the console').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
