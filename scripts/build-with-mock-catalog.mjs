// `npm run build` with the catalog's product pages prerendered from the mock API (docs/decisions/0028): starts
// the mock API over HTTP on a free port of 127.0.0.1, runs the build with PRERENDER_API_URL pointing at it, and
// stops it. For a build served with the mock as its API (CI's production build, `npm run serve:prod`); a real
// deploy sets PRERENDER_API_URL to the shop's API and runs `npm run build` itself.
//   node scripts/build-with-mock-catalog.mjs        (SHOP_BUILD_DIR as for npm run build)
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureMockApiBundle } from './mock-api-server.mjs';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));
const host = '127.0.0.1';

/** A port nothing listens on now. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Waits until the mock answers its health check (30 s at most). */
async function ready(api) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const ok = await fetch(`${api}/__mock/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`the mock API did not answer at ${api}`);
}

/** Runs a command to its end; its exit code (1 for a signal). */
function run(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => done(code ?? 1));
  });
}

export async function buildWithMockCatalog() {
  const bundle = await ensureMockApiBundle();
  const port = await freePort();
  const api = `http://${host}:${port}/api/v1`;
  const mock = spawn(process.execPath, [fileURLToPath(pathToFileURL(bundle))], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MOCK_API_PORT: String(port), MOCK_API_HOST: host },
  });
  try {
    await ready(api);
    console.log(`[build] the catalog's pages from the mock API at ${api}`);
    return await run('npm', ['run', 'build'], { PRERENDER_API_URL: api });
  } finally {
    mock.kill('SIGTERM');
  }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) process.exitCode = await buildWithMockCatalog();
