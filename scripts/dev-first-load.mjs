// A newcomer's first `npm run dev` (issue 19.3): starts `react-router dev` on a dependency cache of its own,
// empty as on a fresh clone, opens the shop's pages in Chromium one after the other, and reports everything she
// would meet besides the shop:
// - an error in a page (`pageerror`), or an error or warning on the browser's console;
// - a page loaded more than once: Vite reloads the page when it finds a dependency it had not pre-bundled
//   ("optimized dependencies changed. reloading"), and a module asked for meanwhile fails with a 504
//   ("Failed to fetch dynamically imported module");
// - any line from the dev server but its address (a deprecation warning, a future-flag notice, the optimizer's
//   "new dependencies optimized"…).
//   node scripts/dev-first-load.mjs            prints the problems and exits 1, or says the first load is clean
//   import { checkDevFirstLoad } from './scripts/dev-first-load.mjs'   (tests/dev-first-load.test.ts)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The pages opened, each by a full load: the home page, a product, sign-in, and a guarded page in Arabic. */
export const PAGES = ['/', '/products/1', '/login', '/ar/cart'];

/** What the dev server may print: its address, and the hint about --host. */
export const EXPECTED_OUTPUT = [
  /^➜\s+Local:\s+http:\/\/\S+\/$/,
  /^➜\s+Network:\s+use --host to expose$/,
  /^➜\s+press h \+ enter to show help$/,
];
/**
 * And once each, on a first start that takes its time: Vite's word that it is pre-bundling (printed when a step
 * takes over a second). A second "bundling dependencies" is a dependency found late: a reload.
 */
export const ONCE_ON_FIRST_START = [
  /^[\d:]+(?: [AP]M)? \[vite\] \(client\) \[optimizer\] scanning dependencies\.\.\.$/,
  /^[\d:]+(?: [AP]M)? \[vite\] \(client\) \[optimizer\] bundling dependencies\.\.\.$/,
];

// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

/** The lines of the dev server's output that EXPECTED_OUTPUT and ONCE_ON_FIRST_START do not allow. */
export function unexpectedOutput(output) {
  const seen = new Set();
  return plain(output)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => {
      if (line === '' || EXPECTED_OUTPUT.some((pattern) => pattern.test(line))) return false;
      const once = ONCE_ON_FIRST_START.find((pattern) => pattern.test(line));
      if (!once || seen.has(once)) return true;
      seen.add(once);
      return false;
    });
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the dev server with an empty dependency cache, opens PAGES, stops it. Resolves with the problems found
 * (none: a clean first load), the server's output and the time it took.
 */
export async function checkDevFirstLoad({ pages = PAGES, timeoutMs = 180_000 } = {}) {
  const started = Date.now();
  const problems = [];
  const port = await freePort();
  // Inside node_modules, as Vite's own cache is (the dev server serves the pre-bundled files from there).
  mkdirSync(join(repo, 'node_modules'), { recursive: true });
  const cacheDir = mkdtempSync(join(repo, 'node_modules', '.vite-first-load-'));
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')),
    'bin.js',
  );
  // The environment of `npm run dev` in a terminal, not the test runner's.
  const env = { ...process.env, SHOP_VITE_CACHE_DIR: cacheDir, FORCE_COLOR: '0' };
  for (const key of ['VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV', 'TEST'])
    delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];

  const server = spawn(process.execPath, [bin, 'dev', '--port', String(port), '--strictPort'], {
    cwd: repo,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));

  let browser;
  try {
    const url = await new Promise((resolveUrl, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the dev server did not start:\n${output}`)),
        timeoutMs,
      );
      const look = () => {
        const found = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(plain(output));
        if (found) {
          clearTimeout(timer);
          resolveUrl(found[1]);
        }
      };
      server.stdout.on('data', look);
      server.once('exit', (code) => reject(new Error(`the dev server exited (${code}):\n${output}`)));
    });

    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    let loads = 0;
    page.on('load', () => loads++);
    page.on('pageerror', (error) => problems.push(`page error at ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console ${message.type()} at ${page.url()}: ${message.text().slice(0, 300)}`);
    });
    for (const [i, path] of pages.entries()) {
      await page.goto(`${url}${path}`, { timeout: timeoutMs });
      await page.locator('h1').first().waitFor({ timeout: timeoutMs });
      await page.waitForLoadState('networkidle', { timeout: timeoutMs });
      // A reload Vite decided on arrives a moment after the last request.
      await page.waitForTimeout(1500);
      if (loads !== i + 1) problems.push(`${path} loaded ${loads - i} times (a reload)`);
      loads = i + 1;
    }
  } finally {
    await browser?.close();
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(cacheDir, { recursive: true, force: true });
  }
  for (const line of unexpectedOutput(output)) problems.push(`dev server said: ${line}`);
  return { problems, output: plain(output), ms: Date.now() - started };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { problems, ms } = await checkDevFirstLoad();
  if (problems.length) {
    console.error(`The first load of npm run dev is not clean:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`The first load of npm run dev is clean (${(ms / 1000).toFixed(0)} s).`);
}
