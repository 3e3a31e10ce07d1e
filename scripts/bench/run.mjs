// npm run bench — the shop's performance budget (issue 4), measured against a bare React app.
//
// Builds the production shop and a bare React app (one component rendering one heading, built with this
// repo's own react, react-dom and vite), serves both on 127.0.0.1 (the shop with a stand-in API), runs
// mobile Lighthouse (simulated throttling) on each page and prints the figures side by side.
// Exits 1 when the budget is not met. Needs Chromium: /usr/bin/chromium, or CHROME_PATH.
//
// Options (environment): CHROME_PATH, BENCH_RUNS (Lighthouse runs per page, median taken; default 3),
// BENCH_SKIP_BUILD=1 (reuse the last shop build in bench-results/shop).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serve } from './serve.mjs';
import { standInApi } from './stand-in-api.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(repo, 'bench-results'); // git-ignored
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const viteBin = join(repo, 'node_modules/vite/bin/vite.js');

export const BUDGET = { jsRatio: 1.6, minScore: 95, lcpRatio: 1.25, maxCls: 0.02 };
const SHOP_PAGES = ['/', '/products', '/products/1', '/size-guide'];

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

function run(command, args, options = {}) {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? ok(log) : fail(new Error(`${command} ${args.join(' ')} failed (${code}):\n${log}`)),
    );
  });
}

async function buildShop() {
  const dir = join(outDir, 'shop');
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(dir, 'index.html'))) return dir;
  console.log('• building the shop (production, mock API off)…');
  await run(process.execPath, [viteBin, 'build', '--mode', 'production', '--outDir', dir, '--emptyOutDir'], {
    cwd: repo,
    env: { ...process.env, VITE_API_MOCKING: 'off', VITE_API_URL: '/api/v1' },
  });
  return dir;
}

async function buildBareApp() {
  console.log('• building the bare React app (same react, react-dom, vite)…');
  const dir = await mkdtemp(join(tmpdir(), 'tafseel-bench-bare-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  // The repo's node_modules, so the versions are exactly the shop's.
  await symlink(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'bare-react', private: true, type: 'module' }),
  );
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A bare React app, the benchmark's baseline." />
    <title>Bare React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`,
  );
  await writeFile(
    join(dir, 'main.js'),
    `import { StrictMode, createElement } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return createElement('h1', null, 'Hello from a bare React app');
}

createRoot(document.getElementById('root')).render(createElement(StrictMode, null, createElement(App)));
`,
  );
  await writeFile(join(dir, 'vite.config.js'), 'export default {};\n');
  await run(process.execPath, [viteBin, 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: dir,
  });
  return join(dir, 'dist');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(chromePort, url) {
  const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } };
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

/** The gzip size of every script the page loaded (read from the build, gzipped here, so it is exact). */
async function scriptBytes(lhr, origin, root) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = [
    ...new Set(
      items
        .filter((i) => i.resourceType === 'Script' && i.url.startsWith(origin))
        .map((i) => new URL(i.url).pathname),
    ),
  ];
  let total = 0;
  const files = [];
  for (const path of scripts) {
    const body = await readFile(join(root, path));
    const size = gzipSync(body, { level: 9 }).length;
    total += size;
    files.push({ path, gzip: size });
  }
  return { total, files };
}

/**
 * For the record, not the budget: the home page's JavaScript once she has scrolled to the bottom (the featured
 * pieces, with the data layer, load as they come near the screen; docs/decisions/0014).
 */
async function homeScriptsAfterScroll(url, root) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath });
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
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH)`);
  await mkdir(outDir, { recursive: true });
  const shopRoot = await buildShop();
  const bareRoot = await buildBareApp();

  const shop = await serve({ root: shopRoot, api: standInApi });
  cleanups.push(shop.close);
  const bare = await serve({ root: bareRoot });
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
    ],
  });
  cleanups.push(() => chrome.kill());

  const rows = [];
  for (const path of SHOP_PAGES) {
    process.stdout.write(`  shop ${path} … `);
    rows.push({ app: 'shop', path, ...(await measure(chrome.port, shop.url + path)) });
    console.log('done');
  }
  process.stdout.write('  bare / … ');
  const bareRow = { app: 'bare', path: '/', ...(await measure(chrome.port, bare.url + '/')) };
  console.log('done');

  const home = rows[0];
  const shopJs = await scriptBytes(home.first, shop.url, shopRoot);
  const bareJs = await scriptBytes(bareRow.first, bare.url, bareRoot);

  console.log('\nJavaScript loaded by the home page (gzip):');
  console.log(`  shop /  ${kb(shopJs.total).padStart(10)}   (${shopJs.files.length} files)`);
  for (const f of shopJs.files) console.log(`           ${kb(f.gzip).padStart(10)}   ${f.path}`);
  console.log(`  bare /  ${kb(bareJs.total).padStart(10)}   (${bareJs.files.length} files)`);
  console.log(`  ratio   ${(shopJs.total / bareJs.total).toFixed(2)}×  (budget ≤ ${BUDGET.jsRatio}×)`);
  const scrolled = await homeScriptsAfterScroll(shop.url, shopRoot);
  console.log(`  shop /, scrolled to the bottom (not budgeted): ${kb(scrolled)}`);

  console.log('\nLighthouse, mobile (median of runs):');
  console.log('  page              perf      FCP        LCP        TBT      CLS');
  for (const r of [...rows, bareRow]) {
    console.log(
      `  ${`${r.app} ${r.path}`.padEnd(16)} ${String(r.score).padStart(5)} ${ms(r.fcp).padStart(9)} ${ms(r.lcp).padStart(10)} ${ms(r.tbt).padStart(10)} ${r.cls.toFixed(3).padStart(8)}`,
    );
  }

  const checks = [
    {
      name: `home JS ≤ ${BUDGET.jsRatio}× bare`,
      ok: shopJs.total <= BUDGET.jsRatio * bareJs.total,
      value: `${(shopJs.total / bareJs.total).toFixed(2)}×`,
    },
    ...rows.map((r) => ({
      name: `performance ≥ ${BUDGET.minScore} on ${r.path}`,
      ok: r.score >= BUDGET.minScore,
      value: String(r.score),
    })),
    {
      name: `home LCP ≤ ${BUDGET.lcpRatio}× bare`,
      ok: home.lcp <= BUDGET.lcpRatio * bareRow.lcp,
      value: `${(home.lcp / bareRow.lcp).toFixed(2)}× (${ms(home.lcp)} vs ${ms(bareRow.lcp)})`,
    },
    ...rows.map((r) => ({
      name: `CLS ≤ ${BUDGET.maxCls} on ${r.path}`,
      ok: r.cls <= BUDGET.maxCls,
      value: r.cls.toFixed(3),
    })),
  ];
  console.log('\nBudget:');
  for (const c of checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name.padEnd(30)} ${c.value}`);

  const summary = {
    date: new Date().toISOString(),
    runs,
    js: { shop: shopJs, bare: bareJs, shopAfterScroll: scrolled },
    pages: [...rows, bareRow].map(({ app, path, score, fcp, lcp, tbt, cls }) => ({
      app,
      path,
      score,
      fcp,
      lcp,
      tbt,
      cls,
    })),
    checks,
  };
  await writeFile(join(outDir, 'summary.json'), JSON.stringify(summary, null, 2));
  console.log(`\nDetails: ${join(outDir, 'summary.json')}`);
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
