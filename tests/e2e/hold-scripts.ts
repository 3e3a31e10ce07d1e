import type { Page, Route } from '@playwright/test';

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
