// npm run bench — the shop's performance budget (issues 4, 10, 22 and 38), measured against a bare React app.
//
// Builds the production shop and a bare React app (one component rendering one heading, built with the same
// react, react-dom and vite), serves both on 127.0.0.1 (the shop with a stand-in API), and measures each page:
//   - mobile Lighthouse (simulated throttling): performance score, FCP, LCP, TBT, CLS;
//   - "usable" (usable.mjs): on a slow phone (CPU 4×, 1.6 Mbps, 150 ms), the time from the navigation's start
//     until the header's menu button answers a press (the bare app: until its heading is there);
//   - the LCP in that slow phone itself (usable.mjs, no press), held to the same ratio as Lighthouse's: a page
//     that starts its scripts sooner on a slow load paints there as it does on a phone, which Lighthouse's
//     simulation of a fast load cannot show (docs/decisions/0035);
//   - the gzip JavaScript the home page loads;
//   - a piece newer than the build, opened through the SPA fallback: Lighthouse and the phone's LCP (a goal);
//   - after the first load (taps.mjs, issue 38): the four taps of a signed-in shopper's way to her cart, from a
//     touch tap to the next screen painted, on the slow phone and unthrottled, with the deepest request chain
//     each set off; and INP at 4× CPU (a colour swatch, opening the cut dialog, a keystroke in the search).
// Prints them side by side with the budget checks, writes bench-results/summary.json, and exits 1 when a check
// fails. Issue 38's goals for the taps and INP are printed in the last line, reported but not failing the run. Needs Chromium: /usr/bin/chromium, or CHROME_PATH. Not part of `npm test`.
//
// Either kind of build: a checkout whose `npm run build` runs `react-router build` (framework mode, prerendered
// pages and /ar… pages in build/client) is built with `npm run build`; an older one with `vite build`. A build
// without /ar pages (the language was stored in localStorage then) is measured on the same /ar… URLs: the server
// opens the unprefixed page with the stored language set to Arabic before its scripts run (serve.mjs).
//
// Options (environment): CHROME_PATH; BENCH_RUNS (runs per page and measure, median taken; default 3);
// BENCH_HTTP1=1 (serve both apps over plain HTTP/1.1 instead of HTTPS and HTTP/2); BENCH_SKIP_BUILD=1 (reuse the
// last shop build); BENCH_REPO=/path (measure that checkout, built with its own node_modules, bare app included);
// BENCH_LEGACY_LANG=1 or --legacy-lang (force the localStorage language mode);
// BENCH_THIRD_PARTIES=1 or --third-parties (issue 39: the shop built with a tag manager, a chat and a recorder
// configured, her consent to all given, their scripts local stand-ins of a real size: third-parties.mjs; its own
// build, bench-results/shop-3p, and summary, summary-3p.json).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBareApp, buildKind, buildShop } from './builds.mjs';
import { serve } from './serve.mjs';
import { CHROME_PATH } from '../chromium.mjs';
import { NEWER_PIECE_ID, standInShopApi } from './stand-in-api.mjs';
import { measureTaps, TAP_GOALS } from './taps.mjs';
import { CONSENT_SCRIPT, startStandIns, THIRD_PARTY_CHROME_ARGS, THIRD_PARTY_ENV } from './third-parties.mjs';
import { median, SLOW_PHONE, slowPhone } from './usable.mjs';

const benchRepo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repo = resolve(process.env.BENCH_REPO || benchRepo);
const outDir = join(benchRepo, 'bench-results'); // git-ignored
const chromePath = CHROME_PATH;
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const thirdParties = process.env.BENCH_THIRD_PARTIES === '1' || process.argv.includes('--third-parties');
// Both apps are served over HTTPS with HTTP/2, as a host serves them (docs/decisions/0040, session 25);
// BENCH_HTTP1=1 serves them over plain HTTP/1.1, as the bench did before.
const secure = process.env.BENCH_HTTP1 !== '1';
const chromeArgs = [
  ...(thirdParties ? THIRD_PARTY_CHROME_ARGS : []),
  ...(secure ? ['--ignore-certificate-errors'] : []),
];

// The first-load guards of issue 38 (superseding issue 22's, docs/decisions/0027: usable ≤ 2× and JavaScript
// ≤ 2.1× sat at this stack's floor measured from outside, decision 0038; the scores and LCPs had moved ahead).
export const BUDGET = {
  /** gzip JavaScript the home page loads, against the bare app's */
  jsRatio: 2.25,
  /** script files the home page loads */
  maxJsFiles: 12,
  maxCls: 0.02,
};

/**
 * The pages measured. `minScore`: mobile Lighthouse performance; `lcpRatio`: its LCP against the bare app's;
 * `usableRatio`: its usable time against the bare app's (null: measured, not budgeted).
 */
export const SHOP_PAGES = [
  { path: '/', minScore: 97, lcpRatio: 0.95, usableRatio: 2.3 },
  { path: '/products', minScore: 97, lcpRatio: 0.95, usableRatio: 2.9 },
  { path: '/size-guide', minScore: 97, lcpRatio: 0.95, usableRatio: null },
  { path: '/ar', minScore: 97, lcpRatio: 0.95, usableRatio: null },
  { path: '/ar/products', minScore: 97, lcpRatio: 0.95, usableRatio: null },
  { path: '/ar/size-guide', minScore: 97, lcpRatio: 0.95, usableRatio: null },
  { path: '/products/1', minScore: 97, lcpRatio: 0.95, usableRatio: 3.1 },
  { path: '/ar/products/1', minScore: 97, lcpRatio: 0.95, usableRatio: null },
];

/**
 * A piece newer than the last build (issue 38): the build has no page for it, the server answers its address with
 * the SPA fallback. Its LCP against the bare app's, in Lighthouse and in the slow phone, is a goal (reported in
 * the last line, not failing the run).
 */
export const NEWER_PIECE = { path: `/products/${NEWER_PIECE_ID}`, lcpRatio: 1.5 };

const cleanups = [];
async function cleanUp() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch {
      /* best effort */
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

const load1 = () => Number(loadavg()[0].toFixed(2));

async function lighthouseRuns(chromePort, url) {
  // Every page as a first visit: Lighthouse clears the origin's caches but not its storage by default, and an
  // unprefixed page opened with Arabic stored (an /ar page measured before it) goes to its /ar twin before it paints
  // (start-up/language-script), so Lighthouse measured a redirect: /products/1 at 1.13× the bare app's LCP.
  const config = {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      clearStorageTypes: [
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
        'local_storage',
        'indexeddb',
        'cookies',
      ],
    },
  };
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' }, config);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    samples.push(lhr);
  }
  const metric = (id) => median(samples.map((l) => l.audits[id]?.numericValue ?? NaN));
  return {
    score: median(samples.map((l) => Math.round((l.categories.performance.score ?? 0) * 100))),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    first: samples[0],
  };
}

// The mark a page of the shop sets when it first fetches ahead for a page she may open next, once it has loaded and
// idled (src/lib/prefetch-in-view.ts): its first load is what it asked for before.
const FETCHING_AHEAD_MARK = 'shop:fetching-ahead';

/**
 * The gzip size of every script of the page's first load (read from the build, gzipped here, so it is exact), and
 * apart, those it fetched ahead for the next page after its mark (on Lighthouse's phone, a touch screen, the links
 * in view fetch their pages' code once the page has idled, as Next.js's prefetch does; Next.js's own "first load
 * JS" does not count them either). A page without the mark (the bare app) has none ahead.
 */
async function scriptBytes(lhr, origin, root) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const mark = (lhr.audits['user-timings']?.details?.items ?? []).find((t) => t.name === FETCHING_AHEAD_MARK);
  // The mark's time is on the page's clock, coarsened (100 µs, with jitter); the request's on the trace's. What the
  // page asks for in the task that marks read up to 0.11 ms before the mark (docs/decisions/0040, session 25); the
  // coarsening and its jitter stay within 0.2 ms. Nothing of the first load is asked for that close to the mark,
  // which comes once the page has loaded and idled.
  const ahead = (i) =>
    mark !== undefined && (i.rendererStartTime ?? i.networkRequestTime) >= mark.startTime - 0.5;
  const scripts = (list) => [...new Set(list.map((i) => new URL(i.url).pathname))];
  const own = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(origin));
  const measure = async (paths) => {
    let total = 0;
    const files = [];
    for (const path of paths) {
      const body = await readFile(join(root, path));
      const size = gzipSync(body, { level: 9 }).length;
      total += size;
      files.push({ path, gzip: size });
    }
    return { total, files };
  };
  const first = scripts(own.filter((i) => !ahead(i)));
  const fetchedAhead = await measure(scripts(own.filter(ahead)).filter((path) => !first.includes(path)));
  return { ...(await measure(first)), ahead: fetchedAhead };
}

/**
 * For the record, not the budget: the home page's JavaScript once she has scrolled to the bottom (the featured
 * pieces, with the data layer, load as they come near the screen; docs/decisions/0014).
 */
async function homeScriptsAfterScroll(url, root) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', ...chromeArgs],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts = new Set();
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && r.url().startsWith(url)) scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(url + '/', { waitUntil: 'networkidle' });
    // Scroll down the way she would, a screen at a time, so what loads near the screen gets its chance.
    for (let i = 0; i < 40; i++) {
      const atEnd = await page.evaluate(
        'window.scrollBy(0, 600), window.innerHeight + window.scrollY >= document.body.scrollHeight - 1',
      );
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    let total = 0;
    for (const path of scripts) total += gzipSync(await readFile(join(root, path)), { level: 9 }).length;
    return total;
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

async function main() {
  const started = Date.now();
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH)`);
  if (!existsSync(join(repo, 'node_modules')))
    throw new Error(`${repo} has no node_modules (run npm ci there)`);
  await mkdir(outDir, { recursive: true });

  const kind = await buildKind(repo);
  const shopDir = join(
    outDir,
    `${repo === benchRepo ? 'shop' : `shop-${basename(repo)}`}${thirdParties ? '-3p' : ''}`,
  );
  const reuse =
    process.env.BENCH_SKIP_BUILD === '1' &&
    (existsSync(join(shopDir, 'index.html')) || existsSync(join(shopDir, '__spa-fallback.html')));
  if (!reuse) {
    console.log(
      `• building the shop of ${repo} (${kind === 'framework' ? 'npm run build' : 'vite build'}, mock API off)…`,
    );
    await buildShop(repo, kind, shopDir, thirdParties ? THIRD_PARTY_ENV : {});
  }
  console.log('• building the bare React app (same react, react-dom, vite)…');
  const bareRoot = await buildBareApp(repo, cleanups);

  const legacyLang =
    process.argv.includes('--legacy-lang') ||
    process.env.BENCH_LEGACY_LANG === '1' ||
    !existsSync(join(shopDir, 'ar/index.html'));
  if (legacyLang)
    console.log('• no /ar pages in this build: /ar… opens the page with the stored language set to Arabic');

  if (thirdParties) {
    console.log('• third parties: configured, consented, their stand-ins served on this machine');
    cleanups.push(await startStandIns());
  }
  const shop = await serve({
    root: shopDir,
    api: standInShopApi,
    legacyLang,
    headScript: thirdParties ? CONSENT_SCRIPT : '',
    secure,
  });
  cleanups.push(shop.close);
  const bare = await serve({ root: bareRoot, secure });
  cleanups.push(bare.close);

  console.log(`• Lighthouse (mobile, simulated throttling), ${runs} run(s) per page, median…`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      ...chromeArgs,
    ],
  });
  cleanups.push(() => chrome.kill());

  const rows = [];
  for (const page of SHOP_PAGES) {
    process.stdout.write(`  shop ${page.path} … `);
    const loadBefore = load1();
    rows.push({
      app: 'shop',
      ...page,
      ...(await lighthouseRuns(chrome.port, shop.url + page.path)),
      load: loadBefore,
    });
    console.log(`done (load ${loadBefore})`);
  }
  process.stdout.write(`  shop ${NEWER_PIECE.path} (newer than the build) … `);
  const newer = {
    app: 'shop',
    path: NEWER_PIECE.path,
    load: load1(),
    ...(await lighthouseRuns(chrome.port, shop.url + NEWER_PIECE.path)),
  };
  console.log(`done (load ${newer.load})`);
  process.stdout.write('  bare / … ');
  const bareLoad = load1();
  const bareRow = {
    app: 'bare',
    path: '/',
    ...(await lighthouseRuns(chrome.port, bare.url + '/')),
    load: bareLoad,
  };
  console.log(`done (load ${bareLoad})`);
  await chrome.kill();

  console.log(
    `• usable on a slow phone (CPU ${SLOW_PHONE.cpuSlowdown}×, 1.6 Mbps, ${SLOW_PHONE.latencyMs} ms), ${runs} run(s) per page, median…`,
  );
  const phone = await slowPhone({ executablePath: chromePath, args: chromeArgs });
  cleanups.push(() => phone.close());
  for (const row of rows) {
    process.stdout.write(`  shop ${row.path} … `);
    const loadBefore = load1();
    row.usable = await phone.measure(shop.url + row.path, kind, runs);
    row.usableLoad = loadBefore;
    console.log(`${ms(row.usable.ms)} (load ${loadBefore})`);
  }
  process.stdout.write('  bare / … ');
  bareRow.usableLoad = load1();
  bareRow.usable = await phone.measure(bare.url + '/', 'bare', runs);
  console.log(`${ms(bareRow.usable.ms)} (load ${bareRow.usableLoad})`);

  // Lighthouse simulates the phone from a fast load; a page that starts its scripts sooner on a slow load
  // (start-up/head-start) paints differently there: the same LCP budget, measured in the phone itself.
  console.log(`• LCP in the slow phone itself (no press), ${runs} run(s) per page, median…`);
  for (const row of [...rows, newer, bareRow]) {
    process.stdout.write(`  ${row.app} ${row.path} … `);
    row.phonePaint = await phone.paint((row === bareRow ? bare.url : shop.url) + row.path, runs);
    console.log(`${ms(row.phonePaint.lcp)} [${row.phonePaint.samples.join(', ')}]`);
  }

  // After the first load: the taps and INP (issue 38). A checkout whose screens these taps cannot find (an older
  // one, BENCH_REPO) still has its first-load figures: the taps are then reported as not measured.
  console.log(
    `• taps after the page has idled (touch; slow phone and unthrottled), ${runs} run(s) each, median; INP at ${SLOW_PHONE.cpuSlowdown}× CPU…`,
  );
  let taps = null;
  let tapsError = null;
  const tapsLoad = load1();
  try {
    taps = await measureTaps({
      executablePath: chromePath,
      url: shop.url,
      runs,
      args: chromeArgs,
      log: (text) => process.stdout.write(text),
    });
  } catch (error) {
    tapsError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`\n  taps not measured: ${tapsError}`);
  }

  const home = rows[0];
  const shopJs = await scriptBytes(home.first, shop.url, shopDir);
  const bareJs = await scriptBytes(bareRow.first, bare.url, bareRoot);
  const scrolled = await homeScriptsAfterScroll(shop.url, shopDir);

  console.log(
    `\n${repo} (${kind} build${legacyLang ? ', /ar… by stored language' : ''}${thirdParties ? ', third parties configured and consented' : ''}, ${secure ? 'HTTPS and HTTP/2' : 'HTTP/1.1'}), median of ${runs} run(s)`,
  );
  console.log('\nJavaScript loaded by the home page (gzip):');
  console.log(`  shop /  ${kb(shopJs.total).padStart(10)}   (${shopJs.files.length} files)`);
  for (const f of shopJs.files) console.log(`           ${kb(f.gzip).padStart(10)}   ${f.path}`);
  console.log(`  bare /  ${kb(bareJs.total).padStart(10)}   (${bareJs.files.length} files)`);
  console.log(`  ratio   ${ratio(shopJs.total, bareJs.total).padStart(10)}   (budget ≤ ${BUDGET.jsRatio}×)`);
  console.log(
    `  shop /, fetched ahead once idle on a touch screen (not budgeted): ${kb(shopJs.ahead.total)} in ${shopJs.ahead.files.length} files`,
  );
  console.log(`  shop /, scrolled to the bottom (not budgeted): ${kb(scrolled)}`);

  console.log(
    '\nLighthouse mobile (perf, FCP, LCP, TBT, CLS); usable on a slow phone (shown: when the menu button was' +
      ' first on the screen); load: the 1-minute load average as the page was measured',
  );
  console.log(
    '  page                 perf      FCP      LCP  LCP/bare      TBT     CLS  load    usable  /bare  (shown)  load  phone LCP  /bare',
  );
  for (const r of [...rows, bareRow]) {
    console.log(
      `  ${`${r.app} ${r.path}`.padEnd(19)} ${String(r.score).padStart(5)} ${ms(r.fcp).padStart(8)} ${ms(r.lcp).padStart(8)} ${ratio(r.lcp, bareRow.lcp).padStart(9)} ${ms(r.tbt).padStart(8)} ${r.cls.toFixed(3).padStart(7)} ${r.load.toFixed(2).padStart(5)} ${ms(r.usable.ms).padStart(9)} ${ratio(r.usable.ms, bareRow.usable.ms).padStart(6)} ${(r.usable.controlSeenAt === null ? '' : ms(r.usable.controlSeenAt)).padStart(8)} ${r.usableLoad.toFixed(2).padStart(5)} ${ms(r.phonePaint.lcp).padStart(10)} ${ratio(r.phonePaint.lcp, bareRow.phonePaint.lcp).padStart(6)}`,
    );
  }

  const checks = [
    {
      name: `home JS ≤ ${BUDGET.jsRatio}× bare`,
      ok: shopJs.total <= BUDGET.jsRatio * bareJs.total,
      value: `${ratio(shopJs.total, bareJs.total)} (${kb(shopJs.total)} vs ${kb(bareJs.total)})`,
    },
    {
      name: `home JS in ≤ ${BUDGET.maxJsFiles} files`,
      ok: shopJs.files.length <= BUDGET.maxJsFiles,
      value: String(shopJs.files.length),
    },
    ...rows.map((r) => ({
      name: `performance ≥ ${r.minScore} on ${r.path}`,
      ok: r.score >= r.minScore,
      value: String(r.score),
    })),
    ...rows
      .filter((r) => r.lcpRatio !== null)
      .map((r) => ({
        name: `LCP ≤ ${r.lcpRatio}× bare on ${r.path}`,
        ok: r.lcp <= r.lcpRatio * bareRow.lcp,
        value: `${ratio(r.lcp, bareRow.lcp)} (${ms(r.lcp)} vs ${ms(bareRow.lcp)})`,
      })),
    ...rows
      .filter((r) => r.lcpRatio !== null)
      .map((r) => ({
        name: `phone LCP ≤ ${r.lcpRatio}× bare on ${r.path}`,
        ok: r.phonePaint.lcp <= r.lcpRatio * bareRow.phonePaint.lcp,
        value: `${ratio(r.phonePaint.lcp, bareRow.phonePaint.lcp)} (${ms(r.phonePaint.lcp)} vs ${ms(bareRow.phonePaint.lcp)})`,
      })),
    ...rows.map((r) => ({
      name: `CLS ≤ ${BUDGET.maxCls} on ${r.path}`,
      ok: r.cls <= BUDGET.maxCls,
      value: r.cls.toFixed(3),
    })),
    ...rows
      .filter((r) => r.usableRatio !== null)
      .map((r) => ({
        name: `usable ≤ ${r.usableRatio}× bare on ${r.path}`,
        ok: r.usable.ms <= r.usableRatio * bareRow.usable.ms,
        value: `${ratio(r.usable.ms, bareRow.usable.ms)} (${ms(r.usable.ms)} vs ${ms(bareRow.usable.ms)})`,
      })),
  ];
  const goals = [];
  console.log(
    `\nA piece newer than the build, through the SPA fallback (goal: LCP ≤ ${NEWER_PIECE.lcpRatio}× bare): ` +
      `perf ${newer.score}, FCP ${ms(newer.fcp)}, LCP ${ms(newer.lcp)} (${ratio(newer.lcp, bareRow.lcp)}), ` +
      `CLS ${newer.cls.toFixed(3)}, load ${newer.load.toFixed(2)}; phone LCP ${ms(newer.phonePaint.lcp)} ` +
      `(${ratio(newer.phonePaint.lcp, bareRow.phonePaint.lcp)}) [${newer.phonePaint.samples.join(', ')}]`,
  );
  goals.push({
    name: 'newer piece LCP',
    ok: newer.lcp <= NEWER_PIECE.lcpRatio * bareRow.lcp,
    value: `${ratio(newer.lcp, bareRow.lcp)}/≤${NEWER_PIECE.lcpRatio}×`,
  });
  goals.push({
    name: 'newer piece phone LCP',
    ok: newer.phonePaint.lcp <= NEWER_PIECE.lcpRatio * bareRow.phonePaint.lcp,
    value: `${ratio(newer.phonePaint.lcp, bareRow.phonePaint.lcp)}/≤${NEWER_PIECE.lcpRatio}×`,
  });
  if (taps) {
    console.log(
      `\nTaps after the page has idled, a touch tap until the next screen is painted (median of ${runs}; load ${tapsLoad}); chain: the deepest series of requests after the tap, each started after the one before ended`,
    );
    console.log(
      '  tap                                        phone   goal  chain   unthrottled  goal  chain',
    );
    for (const t of taps.taps) {
      console.log(
        `  ${`${t.name} (${t.lang})`.padEnd(40)} ${ms(t.ms).padStart(9)} ${`≤${t.goal}`.padStart(6)} ${String(t.depth).padStart(6)} ${ms(t.fastMs).padStart(13)} ${`≤${TAP_GOALS.unthrottledMs}`.padStart(5)} ${String(t.fastDepth).padStart(6)}`,
      );
      goals.push({
        name: `${t.id} ${t.lang}`,
        ok: Math.round(t.ms) <= t.goal,
        value: `${ms(t.ms)}/≤${t.goal}`,
      });
      goals.push({
        name: `${t.id} ${t.lang} unthrottled`,
        ok: Math.round(t.fastMs) <= TAP_GOALS.unthrottledMs,
        value: `${ms(t.fastMs)}/≤${TAP_GOALS.unthrottledMs}`,
      });
      goals.push({
        name: `${t.id} ${t.lang} chain`,
        ok: t.depth <= TAP_GOALS.maxChainDepth,
        value: `${t.depth}/≤${TAP_GOALS.maxChainDepth}`,
      });
    }
    console.log(
      `\nINP at ${SLOW_PHONE.cpuSlowdown}× CPU (en; each interaction its longest 'event' entry; 16 ms: none reported over 16)`,
    );
    console.log('  interaction                  n    median     worst');
    for (const [key, label] of [
      ['swatch', 'a colour swatch'],
      ['dialog', 'opening the cut dialog'],
      ['keystroke', 'a keystroke in the search'],
      ['all', 'all'],
    ]) {
      const i = taps.inp[key];
      console.log(
        `  ${label.padEnd(26)} ${String(i.n).padStart(3)} ${ms(i.median).padStart(9)} ${ms(i.worst).padStart(9)}`,
      );
    }
    goals.push({
      name: 'INP worst',
      ok: Math.round(taps.inp.all.worst) <= TAP_GOALS.inpWorstMs,
      value: `${ms(taps.inp.all.worst)}/≤${TAP_GOALS.inpWorstMs}`,
    });
    goals.push({
      name: 'INP median',
      ok: Math.round(taps.inp.all.median) <= TAP_GOALS.inpMedianMs,
      value: `${ms(taps.inp.all.median)}/≤${TAP_GOALS.inpMedianMs}`,
    });
  }

  console.log('\nBudget (first load; failing the run):');
  for (const c of checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name.padEnd(40)} ${c.value}`);

  const summary = {
    date: new Date().toISOString(),
    repo,
    kind,
    legacyLang,
    protocol: secure ? 'HTTPS and HTTP/2' : 'HTTP/1.1',
    runs,
    seconds: Math.round((Date.now() - started) / 1000),
    budget: BUDGET,
    slowPhone: SLOW_PHONE,
    js: { shop: shopJs, bare: bareJs, shopAfterScroll: scrolled },
    taps: taps ?? { error: tapsError },
    tapsLoad,
    goals,
    pages: [...rows, newer, bareRow].map((r) => ({
      app: r.app,
      path: r.path,
      score: r.score,
      fcp: r.fcp,
      lcp: r.lcp,
      tbt: r.tbt,
      cls: r.cls,
      load: r.load,
      usable: r.usable,
      usableLoad: r.usableLoad,
      phonePaint: r.phonePaint,
    })),
    checks,
  };
  const summaryFile = join(outDir, thirdParties ? 'summary-3p.json' : 'summary.json');
  await writeFile(summaryFile, JSON.stringify(summary, null, 2));
  console.log(`\nDetails: ${summaryFile} (${summary.seconds} s)`);
  // Issue 38's goals, last: reported, not failing the run (the shop does not meet them yet).
  console.log(
    taps
      ? `Goals (issue 38, reported, not failing): ${goals.filter((g) => g.ok).length}/${goals.length} met; ` +
          goals.map((g) => `${g.ok ? '✓' : '✗'} ${g.name} ${g.value}`).join('; ')
      : `Goals (issue 38): taps not measured (${tapsError})`,
  );
  return checks.every((c) => c.ok);
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
