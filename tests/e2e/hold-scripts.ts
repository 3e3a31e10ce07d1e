import type { BrowserContext, Page, Route } from '@playwright/test';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds back every script of the shop by `ms` while `hold()` says so (always, unless told): what a page does
 * before its scripts arrive, as on a slow phone.
 */
export async function holdScripts(page: Page, ms: number, hold: () => boolean = () => true) {
  await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
    if (hold()) await sleep(ms);
    await route.continue();
  });
}

/**
 * A new page of `context` opened at `path` with every script held back by `ms`, returned as soon as the address
 * is committed: before any script has run. A page of its own, since the journeys' page waits for hydration on
 * goto (fixtures.ts).
 */
export async function openBeforeScripts(context: BrowserContext, path: string, ms: number): Promise<Page> {
  const page = await context.newPage();
  await holdScripts(page, ms);
  await page.goto(path, { waitUntil: 'commit' });
  return page;
}
