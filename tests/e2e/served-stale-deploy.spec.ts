import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { deployBuild } from '../../scripts/deploy-build.mjs';
import { expect, test, waitForHydration } from './fixtures';
import { makeNextBuild, SERVED_PORT, startOwnNginx, type OwnNginx } from './served-nginx';

// The `served` project only. A tab opened before a deploy runs the previous build's scripts; her next click must
// land on the page she clicked (issue 20.6). Each test serves a copy of the build with its own nginx, opens the
// home page, deploys the next build (every script under a new name) into what nginx serves, reloads nginx, and
// clicks the footer's FAQs link, whose route modules the home page has not loaded.

const PORT = SERVED_PORT + 3;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let nginx: OwnNginx;
let next = '';
test.beforeEach(async () => {
  nginx = await startOwnNginx(PORT);
  next = mkdtempSync(join(tmpdir(), 'shop-next-build-'));
  await makeNextBuild(join(nginx.buildDir, 'client'), next);
});
test.afterEach(async () => {
  await nginx.stop();
  rmSync(next, { recursive: true, force: true });
});

/** The new build's pages and csp.conf in place, nginx reloaded and serving them. */
async function finishDeploy() {
  cpSync(join(next, 'nginx', 'csp.conf'), join(nginx.buildDir, 'nginx', 'csp.conf'));
  await nginx.reload();
}

async function openHomeBeforeTheDeploy(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => ((window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true),
  );
}

const openedBeforeDeploy = (page: Page) =>
  page.evaluate(() => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy === true);

test('deployed by scripts/deploy-build.mjs, the old files stay: the old tab goes where she clicked, without a reload', async ({
  page,
}) => {
  await openHomeBeforeTheDeploy(page);
  const { retired, removed } = deployBuild(join(next, 'client'), join(nginx.buildDir, 'client'), {
    keepDays: 7,
  });
  expect(retired.length).toBeGreaterThan(10);
  expect(removed).toEqual([]);
  await finishDeploy();

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  expect(await openedBeforeDeploy(page)).toBe(true);
});

test("the old files gone (a deploy that replaced them): her click still lands on the clicked page, the new build's", async ({
  page,
}) => {
  await openHomeBeforeTheDeploy(page);
  const assets = join(nginx.buildDir, 'client', 'assets');
  rmSync(assets, { recursive: true });
  cpSync(join(next, 'client'), join(nginx.buildDir, 'client'), { recursive: true });
  await finishDeploy();

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  // A new document, running the new build's scripts.
  expect(await openedBeforeDeploy(page)).toBe(false);
  // Its heading is in the HTML; its scripts are asked for after the first paint (start-up/head-start), so wait for them.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/entry\.client-[\w-]+N\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await waitForHydration(page);
  // Back goes to the page she was on.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
