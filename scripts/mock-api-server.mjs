// The mock API as a real HTTP server: the shop's MSW handlers (src/mocks/handlers.ts) over HTTP, one database per
// browser context (the `mtm-mock-session` cookie), the test hooks under /api/v1/__mock and the payment provider's
// and Google's stand-in pages (docs/mock-api.md, "Over HTTP"). For the production build behind nginx
// (`npm run serve:prod`) and the `served` Playwright project.
//   node scripts/mock-api-server.mjs            listens on 127.0.0.1:$MOCK_API_PORT (default 8081)
//   node scripts/mock-api-server.mjs --build    only (re)builds the bundle
//   import { ensureMockApiBundle } from './scripts/mock-api-server.mjs'
// Node cannot run the TypeScript directly, so the server's entry (src/mocks/server/main.ts) is bundled with
// Vite's SSR build into node_modules/.cache/mock-api-server/, again whenever a source file is newer than the bundle.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
// Under node_modules/.cache: ignored by git, ESLint and Prettier, and gone with a fresh `npm ci`.
const outDir = join(root, 'node_modules', '.cache', 'mock-api-server');
const bundle = join(outDir, 'server.mjs');
const stampFile = join(outDir, 'stamp.json');

/** The newest modification time of the sources the bundle is made of (src/, but not the tests). */
async function newestSource(dir = join(root, 'src')) {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestSource(path));
    else if (/\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      newest = Math.max(newest, (await stat(path)).mtimeMs);
  }
  return newest;
}

/** The API base the shop calls, as vite.config.ts reads it (VITE_API_URL, default /api/v1): its path here. */
async function apiBase(loadEnv) {
  const raw = (
    process.env.VITE_API_URL ??
    loadEnv('production', root, 'VITE_').VITE_API_URL ??
    '/api/v1'
  ).trim();
  const path = /^https?:\/\//.test(raw) ? new URL(raw).pathname : raw;
  return path.replace(/\/+$/, '') || '/api/v1';
}

export async function ensureMockApiBundle({ force = false } = {}) {
  const { build, loadEnv } = await import('vite');
  const base = await apiBase(loadEnv);
  const sources = Math.max(await newestSource(), (await stat(fileURLToPath(import.meta.url))).mtimeMs);
  const stamp = await readFile(stampFile, 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => null);
  const fresh =
    stamp &&
    stamp.base === base &&
    stamp.sources >= sources &&
    (await stat(bundle).catch(() => null)) !== null;
  if (fresh && !force) return bundle;
  console.log('[mock API] building the server bundle (node_modules/.cache/mock-api-server/)…');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    // As vite.config.ts: `@/` is src/, and import.meta.env's settings are constants.
    resolve: { alias: [{ find: '@', replacement: join(root, 'src') }] },
    define: {
      'import.meta.env.VITE_API_URL': JSON.stringify(base),
      'import.meta.env.VITE_API_MOCKING': JSON.stringify('on'),
      'import.meta.env.VITE_SITE_URL': JSON.stringify(
        new URL(process.env.SITE_URL || 'https://tafseel.example').origin,
      ),
    },
    build: {
      ssr: 'src/mocks/server/main.ts',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { entryFileNames: 'server.mjs' } },
    },
  });
  await writeFile(stampFile, JSON.stringify({ base, sources }));
  return bundle;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const onlyBuild = process.argv.includes('--build');
  const path = await ensureMockApiBundle({ force: onlyBuild });
  if (!onlyBuild) await import(pathToFileURL(path).href);
}
