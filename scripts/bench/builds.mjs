// Building what the bench measures: the shop of a checkout (either kind of build) and a bare React app made with
// that checkout's own react, react-dom and vite.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './serve.mjs';
import { standInApi } from './stand-in-api.mjs';

export function run(command, args, options = {}) {
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

/**
 * Which kind of build a checkout makes: 'framework' when its `npm run build` runs `react-router build`
 * (prerendered pages in build/client), else 'spa' (one index.html from `vite build`).
 */
export async function buildKind(repo) {
  const pkg = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8'));
  return /\breact-router\s+build\b/.test(pkg.scripts?.build ?? '') ? 'framework' : 'spa';
}

/**
 * The production shop, mock API off, calls to /api/v1 (the stand-in answers there), built into `dir`, with the
 * shop's `settings` given (VITE_…: the third parties of BENCH_THIRD_PARTIES). A
 * framework build reads its catalog's pieces from the stand-in while it prerenders (PRERENDER_API_URL, decision
 * 0028; a checkout from before it ignores the variable).
 */
export async function buildShop(repo, kind, dir, settings = {}) {
  const env = { ...process.env, VITE_API_MOCKING: 'off', VITE_API_URL: '/api/v1', ...settings };
  if (kind === 'framework') {
    const api = await serve({ root: repo, api: standInApi });
    env.PRERENDER_API_URL = `${api.url}/api/v1`;
    try {
      await buildFramework(repo, dir, env);
    } finally {
      await api.close();
    }
  } else {
    const vite = join(repo, 'node_modules/vite/bin/vite.js');
    await run(process.execPath, [vite, 'build', '--mode', 'production', '--outDir', dir, '--emptyOutDir'], {
      cwd: repo,
      env,
    });
  }
  return dir;
}

/** `npm run build` into a directory of its own, copied to `dir`. */
async function buildFramework(repo, dir, env) {
  // Into a directory of its own (react-router.config.ts reads SHOP_BUILD_DIR), so the bench neither overwrites
  // nor measures the checkout's build/client; a config that ignores it builds into build/ as usual. Inside the
  // checkout's (git-ignored) build/, because prerendering imports the server build, which must find the
  // checkout's node_modules.
  const buildDir = join(repo, 'build', `bench-${process.pid}`);
  await rm(buildDir, { recursive: true, force: true });
  try {
    await run('npm', ['run', 'build'], { cwd: repo, env: { ...env, SHOP_BUILD_DIR: buildDir } });
    const client = [join(buildDir, 'client'), join(repo, 'build/client')].find(
      (d) => existsSync(join(d, 'index.html')) || existsSync(join(d, '__spa-fallback.html')),
    );
    if (!client) throw new Error(`npm run build made no client/index.html or __spa-fallback.html (${repo})`);
    // A copy, so a later build cannot change the files under measurement.
    await rm(dir, { recursive: true, force: true });
    await cp(client, dir, { recursive: true });
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
}

/** A bare React app (one component rendering one heading), built with the checkout's react, react-dom and vite. */
export async function buildBareApp(repo, cleanups) {
  const dir = await mkdtemp(join(tmpdir(), 'tafseel-bench-bare-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  // The checkout's node_modules, so the versions are exactly the shop's.
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
  const vite = join(repo, 'node_modules/vite/bin/vite.js');
  await run(process.execPath, [vite, 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: dir,
  });
  return join(dir, 'dist');
}
