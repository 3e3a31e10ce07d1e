// "Usable": on a slow phone, how long after navigation starts does the page's first real control answer?
//
// Conditions (set through the Chrome DevTools Protocol): CPU 4× slower, 1.6 Mbps down, 750 kbps up, 150 ms
// latency, a 390×844 phone screen, a fresh browser context (empty cache) for every run.
//
// The shop: from the moment the page is committed, every ~50 ms (plus the time a press takes), the bench presses
// the header's phone menu button with a real (CDP) mouse press at its centre, once the button is on the screen.
// The page's own clock records the first time the button answers: `aria-expanded="true"`, which only React sets
// (the menu itself is a native popover that opens before the scripts have run; in the SPA builds measured by
// BENCH_REPO, the menu's appearing counts too). A prerendered button whose page is not yet hydrated leaves it
// "false", so the figure is the time until the page is really usable, not until it looks it.
// The bare app: the time until its heading is there. Both are read in the first animation frame after the change
// (the frame that paints it), on `performance.now()`, whose zero is the navigation's start.
/* global document, window, innerHeight -- read inside the page (page.evaluate) */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium.mjs';

export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 390, height: 844 },
};

const PRESS_EVERY_MS = 50;
const TIMEOUT_MS = 30_000;

/**
 * The first real control of each kind of build, and what only its hydrated React handler does. `control` is a
 * CSS selector (pressed at its centre); `responded` is a browser-side expression, true once it has answered.
 * Both builds draw the same header (src/app/layouts/header.tsx): the menu button is there on every page at a
 * phone's width (`lg:hidden`), unlike the country select (`md:flex`); the language button would navigate away.
 */
export const CONTROLS = {
  spa: {
    control: 'header button[aria-controls="mobile-nav"]',
    responded:
      '!!document.getElementById(\'mobile-nav\') || !!document.querySelector(\'header button[aria-controls="mobile-nav"][aria-expanded="true"]\')',
  },
  // The menu is a native popover since issue 22 (it opens before the scripts run, and #mobile-nav is always in
  // the page): only React sets the button's aria-expanded, so that is the answer counted.
  framework: {
    control: 'header button[aria-controls="mobile-nav"]',
    responded:
      '!!document.querySelector(\'header button[aria-controls="mobile-nav"][aria-expanded="true"]\')',
  },
  bare: { control: null, responded: "!!document.querySelector('h1')" },
};

/** Runs in the page before any of its own scripts: notes the first frame in which `responded` holds. */
function watchScript(responded) {
  return `(() => {
  let done = false;
  const check = () => {
    if (done) return;
    let ok = false;
    try { ok = ${responded}; } catch (e) {}
    if (!ok) return;
    done = true;
    const at = performance.now();
    requestAnimationFrame(() => { window.__benchUsable = { at, frame: performance.now() }; });
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded', 'id'],
  });
})();`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh context (empty cache) with one page on the slow phone, `script` run in it before the page's own. */
async function phonePage(browser, script) {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(script);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await throttleToSlowPhone(cdp);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * One measurement of `url` on a slow phone (`ms` is NaN when the page never answered).
 * @returns {Promise<{ ms: number, responseAt: number, controlSeenAt: number | null, presses: number }>}
 */
async function once(browser, url, { control, responded }) {
  const { context, page } = await phonePage(browser, watchScript(responded));
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const started = Date.now();
    let controlSeenAt = null;
    let presses = 0;
    let at = null; // where the pointer is: moved once, then only pressed and released, to press more often
    while (Date.now() - started < TIMEOUT_MS) {
      // One evaluate: the answer so far, and where the control is (it waits while the main thread is busy, as
      // a finger's tap would).
      const state = await page
        .evaluate(
          ([selector]) => {
            const el = selector ? document.querySelector(selector) : null;
            const r = el?.getBoundingClientRect();
            const shown = r && r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
            return {
              usable: window.__benchUsable ?? null,
              now: performance.now(),
              box: shown ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null,
            };
          },
          [control],
        )
        .catch(() => null); // a navigation in between (none expected): try again
      if (state?.usable) {
        return { ms: state.usable.frame, responseAt: state.usable.at, controlSeenAt, presses };
      }
      if (state?.box && control) {
        if (controlSeenAt === null) controlSeenAt = state.now;
        try {
          if (at?.x !== state.box.x || at?.y !== state.box.y) {
            await page.mouse.move(state.box.x, state.box.y);
            at = state.box;
          }
          await page.mouse.down();
          await page.mouse.up();
        } catch {
          at = null;
        }
        presses++;
      }
      await sleep(PRESS_EVERY_MS);
    }
    // Never answered: the figure is missing (NaN), so its check fails, and the other pages are still measured.
    console.warn(`\n  usable: ${url} did not answer within ${TIMEOUT_MS / 1000} s (${presses} presses)`);
    return { ms: NaN, responseAt: NaN, controlSeenAt, presses };
  } finally {
    await context.close();
  }
}

const PAINT_SETTLE_MS = 3000;

/**
 * The page's largest contentful paint on the slow phone, measured in the phone itself (not simulated as
 * Lighthouse does from an unthrottled load): no press, so every later larger paint counts, until 3 s after the
 * load event. A page that starts its scripts before its paint on a slow load (start-up/head-start) does so here, where
 * Lighthouse's simulation, replaying a fast load that paints first, cannot see it (docs/decisions/0035).
 * @returns {Promise<{ fcp: number, lcp: number }>}
 */
async function paintOnce(browser, url) {
  const { context, page } = await phonePage(
    browser,
    "window.__benchLcp = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__benchLcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });",
  );
  try {
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await sleep(PAINT_SETTLE_MS);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__benchLcp || NaN,
    }));
  } finally {
    await context.close();
  }
}

/**
 * Opens a slow-phone browser; returns a measure(url, kind, runs) that takes the median of `runs` runs, and a
 * paint(url, runs), the median of its paints (paintOnce).
 * @param {{ executablePath: string }} options
 */
export async function slowPhone({ executablePath, args = [] }) {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...args] });
  return {
    close: () => browser.close(),
    /** @param {keyof typeof CONTROLS} kind */
    async measure(url, kind, runs) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await once(browser, url, CONTROLS[kind]));
      // A run that never answered makes the median NaN: the check fails rather than looking better.
      const mid = (key) => median(samples.map((s) => s[key]).filter((v) => v !== null));
      return {
        ms: mid('ms'),
        controlSeenAt: samples.some((s) => s.controlSeenAt !== null) ? mid('controlSeenAt') : null,
        presses: mid('presses'),
        samples: samples.map((s) => Math.round(s.ms)),
      };
    },
    async paint(url, runs) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await paintOnce(browser, url));
      return {
        fcp: median(samples.map((s) => s.fcp)),
        lcp: median(samples.map((s) => s.lcp)),
        samples: samples.map((s) => Math.round(s.lcp)),
      };
    },
  };
}

export function median(values) {
  if (!values.length || values.some((v) => Number.isNaN(v))) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The slow phone's network and CPU on a page's CDP session (the usable and tap measures share them). */
export async function throttleToSlowPhone(cdp) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}
