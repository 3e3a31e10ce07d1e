import type { Page } from '@playwright/test';
import { SLOW_START_MS } from '../../src/start-up/head-start';
import { expect, test, waitForHydration } from './fixtures';

// Decision 0035: a prerendered page asks for its scripts after its first paint, unless its load is slow. Then it
// asks for them once its stylesheet is in, while the phone lays out the page. Read from the browser's own timing:
// when the shell was asked for, against the stylesheet's arrival and the first contentful paint.

const timing = () => {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    stylesheetIn: resources.find((e) => /\/assets\/root-[\w-]+\.css$/.test(e.name))?.responseEnd ?? null,
    shellAskedFor: resources.find((e) => /\/assets\/shell-[\w-]+\.js$/.test(e.name))?.startTime ?? null,
  };
};
/** The three moments, once the page has them all. */
type Timing = { [K in keyof ReturnType<typeof timing>]: number };

async function timingOf(page: Page): Promise<Timing> {
  await expect
    .poll(async () => Object.values(await page.evaluate(timing)).every((v) => v !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  return (await page.evaluate(timing)) as Timing;
}

test('never asks for its scripts before its paint, unless the slow mark has passed with the stylesheet in', async ({
  page,
}) => {
  await page.goto('/products');
  const t = await timingOf(page);
  expect(t.shellAskedFor).toBeGreaterThanOrEqual(
    Math.min(t.fcp, Math.max(t.stylesheetIn, SLOW_START_MS)) - 1,
  );
});

test('on a slow phone, asks for its scripts once the stylesheet is in, before the page has painted', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/products', { waitUntil: 'commit' });
  const t = await timingOf(page);
  expect(t.stylesheetIn).toBeGreaterThan(SLOW_START_MS);
  expect(t.shellAskedFor).toBeGreaterThanOrEqual(t.stylesheetIn - 1);
  expect(t.shellAskedFor).toBeLessThan(t.fcp);
  // and the page it starts is the page she sees: it hydrates (the fixture fails the journey on a mismatch)
  await waitForHydration(page);
});
