import type { Route } from '@playwright/test';
import { FAULTS_STORAGE_KEY, queuedFault } from '../../src/mocks/fault-options';
import { signToken } from '../../src/mocks/jwt';
import { expect, test } from './fixtures';
import { texts } from './resilience-helpers';

// Issue 36, finding 3 (spec 4: when the token is gone in another tab, local state is cleared and the page reloads). Tab A
// opens her account; the token leaves storage in another tab at each stage of tab A's start. The storage listener
// came with the session provider, after the first screen: a tab still checking her token with the server missed
// the removal and stayed on /profile for good (1 run in 6 of the two-tab journey that does not wait for both).

const NOORA = { id: 'u-1001', role: 'user' as const, email: 'noora@example.com', firstName: 'Noora' };
const w = texts.en;
// The server's answer held back while the token goes: far longer than the removal takes, so the stage holds.
const HELD = { status: 200, late: true, delayMs: 15_000 };

const stages = {
  'before its scripts have run': { held: null, scriptsHeld: true },
  'while its guard asks the server about her token': { held: '/auth/validateToken', scriptsHeld: false },
  'while her details load': { held: '/user/profile', scriptsHeld: false },
  'once her account is on screen': { held: null, scriptsHeld: false },
} as const;

for (const [stage, { held, scriptsHeld }] of Object.entries(stages)) {
  test(
    `the token gone in another tab ${stage}: this tab leaves her account for sign-in`,
    { tag: '@desktop-only' },
    async ({ context }) => {
      // The other tab: a page of the shop's origin that runs none of its scripts (its mock's worker would
      // otherwise take over the requests this test holds back).
      const other = await context.newPage();
      await other.goto('/favicon.svg');
      await other.evaluate((token) => localStorage.setItem('token', token), signToken(NOORA));

      const tab = await context.newPage();
      let release = () => {};
      if (scriptsHeld) {
        const gate = new Promise<void>((resolve) => (release = resolve));
        await tab.route(/\/assets\/.+\.js$/, async (route: Route) => {
          await gate;
          await route.continue();
        });
      }
      if (held) {
        await tab.addInitScript(
          ({ key, queue }) => {
            if (sessionStorage.getItem('e2e-faults-queued')) return;
            sessionStorage.setItem('e2e-faults-queued', '1');
            sessionStorage.setItem(key, JSON.stringify(queue));
          },
          { key: FAULTS_STORAGE_KEY, queue: [queuedFault('GET', held, HELD)] },
        );
      }
      const asked = held ? tab.waitForRequest((request) => request.url().endsWith(held)) : null;
      await tab.goto('/profile', { waitUntil: 'commit' });
      if (asked) await asked;
      if (stage === 'once her account is on screen')
        await expect(tab.getByText(NOORA.email).first()).toBeVisible({ timeout: 20_000 });

      await other.evaluate(() => localStorage.removeItem('token'));
      release();

      await expect(tab).toHaveURL(/\/login(\?|$)/, { timeout: 30_000 });
      await expect(tab.getByRole('button', { name: w.auth.login.submit, exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await expect(tab.getByRole('heading', { name: w.account.profile.title })).toHaveCount(0);
      await expect(tab.getByText(NOORA.email)).toHaveCount(0);
    },
  );
}
