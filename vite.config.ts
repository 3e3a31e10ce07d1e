/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { hasOptionalThirdParties, parseEnv } from './src/config/parse-env.ts';
import { mockWorker } from './scripts/mock-worker-plugin.ts';
import { thirdPartiesSettings } from './scripts/third-parties-settings-plugin.ts';
import { wordChunks } from './scripts/word-chunks-plugin.ts';
import { firstLoadChunks, routeEntryFileNames } from './scripts/first-load-chunks.ts';

// Where a test file runs (docs/testing.md). The component tests that render one part of the shop, not the whole shop
// (renderApp), ask the mock API nothing and replace none of the shop's modules share a worker's jsdom and modules
// with the unit tests (the `units` project below), as each test starts clean (tests/setup.ts). A file that renders
// the whole shop or talks to the API (an answer can land after its file has ended) is a screen (`shop`): it gets
// the shop's modules afresh. A file that replaces a module of the shop gets a worker of its own (`own`).
const testFiles = (
  readdirSync(new URL('./src/', import.meta.url), { recursive: true, encoding: 'utf8' }) as string[]
)
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({
    path: `src/${file}`,
    text: readFileSync(new URL(`./src/${file}`, import.meta.url), 'utf8'),
  }));
const replacesModules = /\bvi\.(?:mock|doMock|resetModules)\b/;
const ownWorld = /\brenderApp\b|@\/mocks\/|QueryClient/;
const ownModuleTests = testFiles.filter((file) => replacesModules.test(file.text)).map((file) => file.path);
const sharedComponentTests = testFiles
  .filter(
    (file) => file.path.endsWith('.tsx') && !replacesModules.test(file.text) && !ownWorld.test(file.text),
  )
  .map((file) => file.path)
  .sort();

export default defineConfig(({ command, mode }) => {
  // Checked here (src/config/parse-env.ts) and baked in as constants: the browser gets no validator, and a
  // build with mocking off carries none of the mock code (`=== 'on'` becomes a constant, the import is dropped).
  const settings = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const mocking =
    settings.API_MOCKING === undefined
      ? command === 'serve' && mode !== 'production'
        ? 'on'
        : 'off'
      : settings.API_MOCKING
        ? 'on'
        : 'off';

  // The site's public origin, for the absolute hreflang and canonical links of every page (and the sitemap,
  // scripts/build-sitemap.mjs, which reads the same SITE_URL).
  const siteUrl = new URL(process.env.SITE_URL || 'https://tafseel.example').origin;

  return {
    // The app is React Router's framework mode (react-router.config.ts); Vitest renders route modules with the
    // plain React plugin.
    // wordChunks: the word chunks' names for the pages prerendered at build time (root.tsx preloads them).
    // mockWorker: MSW's service worker, in dev and the e2e build only (never in the production build).
    // thirdPartiesSettings: the configured third parties, for the CSP that scripts/csp-hashes.mjs writes.
    plugins: [
      tailwindcss(),
      wordChunks(),
      mockWorker({ enabled: mocking === 'on' }),
      thirdPartiesSettings(settings.THIRD_PARTIES),
      process.env.VITEST ? react() : reactRouter(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
        },
      ],
    },
    define: {
      'import.meta.env.VITE_API_MOCKING': JSON.stringify(mocking),
      'import.meta.env.VITE_API_URL': JSON.stringify(settings.API_URL),
      'import.meta.env.VITE_PAYMENT_ORIGIN': JSON.stringify(settings.PAYMENT_ORIGIN ?? ''),
      'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl),
      'import.meta.env.VITE_THIRD_PARTIES': JSON.stringify(settings.THIRD_PARTIES),
      'import.meta.env.VITE_ANY_THIRD_PARTY': JSON.stringify(hasOptionalThirdParties(settings.THIRD_PARTIES)),
    },
    server: {
      port: 5173,
      strictPort: true,
      // What the builds, the journeys and the benchmark write is no source: a build beside a running dev server
      // (the e2e build, tests/bundle.test.ts) reloaded its open page once for every HTML file it wrote.
      watch: {
        ignored: [
          '**/build/**',
          '**/build-e2e/**',
          '**/dist/**',
          '**/test-results/**',
          '**/playwright-report/**',
          '**/bench-results/**',
          '**/coverage/**',
        ],
      },
    },
    // Dependencies are pre-bundled before the first page is served, not found one page (and one lazy import)
    // at a time: React Router's plugin gives Vite no entries to scan, so on a fresh clone Vite met react-query
    // and i18next, then the devtools and react-toastify, then msw and zod, then axios only as the first page
    // asked for them, reloading the page each time (issue 19.3). The scan starts from the entry, the root and
    // every route module (a page's imports and lazy imports, the mock's among them); tests are no entries.
    // scripts/dev-first-load.mjs checks the first load (tests/dev-first-load.test.ts).
    optimizeDeps: {
      entries: [
        'src/entry.client.tsx',
        'src/root.tsx',
        'src/app/routes/**/*.tsx',
        'src/app/layouts/**/*.tsx',
        '!src/**/*.test.{ts,tsx}',
      ],
    },
    // A second dev server beside the first (scripts/dev-first-load.mjs, a fresh clone's first load) names a
    // dependency cache of its own.
    cacheDir: process.env.SHOP_VITE_CACHE_DIR || undefined,
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser the shop supports preloads modules natively; the polyfill would be first-load weight.
      modulePreload: { polyfill: false },
      // A page's first load in a few files (scripts/first-load-chunks.ts, docs/decisions/0027).
      rolldownOptions: {
        output: { codeSplitting: firstLoadChunks(), entryFileNames: routeEntryFileNames },
      },
    },
    environments: {
      // The build that prerenders the pages bundles every route whole (no route chunks to split into), so home's
      // `import()` of the piece's prefetch, which product's route imports statically, cannot make a file of its
      // own there and Rolldown says so on every build. The browser's build, where the split matters, still checks.
      // Minified, though the server's half is deleted once the pages are written: the head's scripts are its
      // functions' own text (src/start-up/inline-script.ts), written into every page.
      ssr: {
        build: { minify: true, rolldownOptions: { checks: { ineffectiveDynamicImport: false } } },
      },
    },
    test: {
      // Vitest's default leaves one core for its main process: one worker on a 2-core CI machine, which ran the
      // files one at a time (365 s; two workers: 248 s).
      maxWorkers: Math.max(availableParallelism() - 1, 2),
      restoreMocks: true,
      testTimeout: 30_000,
      env: { VITE_API_MOCKING: 'on' },
      // A test leaves no stubbed global behind, for the next test or the next file in the same worker.
      unstubGlobals: true,
      unstubEnvs: true,
      projects: [
        {
          extends: true,
          test: {
            // The rules, schemas, the mock API's handlers, the head scripts: no screen rendered. A worker keeps
            // its jsdom and modules from file to file (docs/decisions/0041: a fresh jsdom and a fresh import of
            // the shop and the setup for each file cost these files most of their time). Each test still starts
            // clean (tests/setup.ts: a fresh mock database, storage, language, handlers; Vitest's fake timers
            // made before any test stubs a global).
            name: 'units',
            environment: 'jsdom',
            globals: true,
            setupFiles: ['./tests/setup.ts'],
            include: ['src/**/*.test.ts', ...sharedComponentTests],
            exclude: ownModuleTests,
            css: false,
            pool: 'threads',
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // The screens. A worker keeps its jsdom and the packages (React, the router, jsdom itself) from file to
            // file, and each file imports the shop afresh (tests/setup-screens.ts): the shop keeps state in modules
            // (who is signing out, what was prefetched, the session's listeners) that a file must not inherit. A
            // fresh worker for each file cost these files half their time (docs/decisions/0041).
            name: 'shop',
            environment: 'jsdom',
            globals: true,
            setupFiles: ['./tests/setup.ts', './tests/setup-screens.ts'],
            include: ['src/**/*.test.tsx'],
            exclude: [...sharedComponentTests, ...ownModuleTests],
            css: false,
            pool: 'threads',
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // A file that replaces a module of the shop (vi.mock, vi.doMock, vi.resetModules): a fresh worker.
            name: 'own',
            environment: 'jsdom',
            globals: true,
            setupFiles: ['./tests/setup.ts'],
            include: ownModuleTests,
            css: false,
            pool: 'threads',
          },
        },
        {
          extends: true,
          test: { name: 'bundle', environment: 'node', include: ['tests/*.test.ts'], testTimeout: 300_000 },
        },
      ],
    },
  };
});
