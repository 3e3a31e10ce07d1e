import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const chromium = { executablePath: CHROME_PATH, args: CHROMIUM_ARGS };
// E2E_PORT lets two people run journeys side by side, each on its own build and server.
const PORT = Number(process.env.E2E_PORT || 4173);
// The `served` project: the production build (`npm run build`, mocking off) behind nginx with the mock API over
// HTTP (`npm run serve:prod`), on E2E_SERVED_PORT and the port after it.
const SERVED_PORT = Number(process.env.E2E_SERVED_PORT || 4525);

// The projects this run asks for (`--project=…`; none: all). Each starts only the server its projects need.
const asked = process.argv.flatMap((arg, i, all) =>
  arg.startsWith('--project=')
    ? [arg.slice('--project='.length)]
    : arg === '--project'
      ? [all[i + 1] ?? '']
      : [],
);
const runs = (project: string) =>
  asked.length === 0 ||
  asked.some((p) =>
    new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i').test(project),
  );

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two workers for the journeys (a 2-core CI machine), and a third that only waits: the fault matrix's late
  // answers (10 s and 25 s each, idle in between) and the API that never answers (resilience-slow-api.spec.ts)
  // run there, one at a time, on the `waiting` project.
  workers: 3,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace of a failure's retry: recording every passing journey costs a busy CI machine a sixth of its time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  // A journey written for both languages runs once. Its describe is tagged @en or @ar, and each language has one
  // viewport: English on the desktop (and behind nginx), Arabic on the phone. The describe's journeys take turns
  // (takeTurns in tests/e2e/fixtures.ts tags the turn not taken @other-language); what is about the language
  // itself (its words, units, dates, direction, every information page) runs in both. What a viewport alone
  // decides has its own tag: @phone-only (a phone control), @desktop-only (the fault matrix, which alternates the
  // language across its cells, and the request checks), @phone (a journey without language halves that the phone
  // also runs: signing in through its header).
  projects: [
    // Listed first: its cells are queued first, and its one worker waits beside the journeys from the start.
    {
      name: 'waiting',
      testMatch: /(faults-matrix|resilience-slow-api)\.spec\.ts$/,
      grep: /@waits/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'desktop',
      // checkout.spec.ts's English half runs in `served` alone, whose build and API are the production ones: run
      // here as well, it was the same journeys twice.
      testIgnore: /(served-.*|checkout|chat)\.spec\.ts$/,
      grepInvert: [/@phone-only/, /@ar\b/, /@other-language/, /@waits/, /@served\b/],
      workers: 2,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'phone',
      testIgnore: /(served-.*|chat)\.spec\.ts$/,
      grep: [/@ar\b/, /@phone-only/, /@phone\b/],
      grepInvert: [/@desktop-only/, /@other-language/, /@waits/],
      workers: 2,
      use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions: chromium },
    },
    // The production build behind nginx: its proxy, headers and CSP, the mock API over HTTP
    // (tests/e2e/served-mock-api.ts gives each context its own mock session) and its provider pages. The header
    // checks (served-*.spec.ts) load every prerendered page's scripts under the CSP, in both languages; the
    // journeys here are the ones that cross what only this setup has: buying, from sign-in through the cart and
    // the card page back to the order (checkout.spec.ts), and Google sign-in's round trip through the provider
    // page and its `state` (foundation.spec.ts). The other journeys send nothing these do not (one API client).
    // The fault matrix's cells of the collection after prerender (@served) are here too: only this build's
    // /products carries the catalog's first page.
    {
      name: 'served',
      testMatch: /(served-.*|foundation|checkout|faults-matrix|chat)\.spec\.ts$/,
      grep: [
        /served-[a-z-]+\.spec\.ts/,
        /checkout\.spec\.ts/,
        /chat\.spec\.ts/,
        /Google sign-in/,
        /@served\b/,
      ],
      grepInvert: [/@phone-only/, /@ar\b/, /@other-language/],
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${SERVED_PORT}`,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    // desktop, phone and waiting: the prerendered production build with the mock API compiled in, served the way a
    // static host serves it (scripts/serve-build.mjs).
    ...(runs('desktop') || runs('phone') || runs('waiting')
      ? [
          {
            command: `SHOP_BUILD_DIR=build-e2e/${PORT} npx react-router build --mode e2e && node scripts/serve-build.mjs build-e2e/${PORT}/client ${PORT}`,
            url: `http://127.0.0.1:${PORT}`,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
          },
        ]
      : []),
    // served: the build `npm run build` left in build/ (CI builds it before the journeys; build it first
    // locally), nginx (deploy/nginx.conf) and the mock API over HTTP, by scripts/serve-prod.mjs. SIGTERM lets
    // it stop both.
    ...(runs('served')
      ? [
          {
            command: 'node scripts/serve-prod.mjs --no-build',
            env: { PORT: String(SERVED_PORT), MOCK_API_PORT: String(SERVED_PORT + 1) },
            url: `http://127.0.0.1:${SERVED_PORT}`,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
