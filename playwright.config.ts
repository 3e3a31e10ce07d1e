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
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    // A test tagged @desktop-only (the fault matrix, request checks) or @phone-only (a phone control) runs in that
    // project alone, instead of being counted as skipped in the other.
    {
      name: 'desktop',
      testIgnore: /served-.*\.spec\.ts$/,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // The phone runs what a phone changes (layouts, the menu, dialogs, forms at 390 px), not the checks that no
    // viewport touches: hostile input from the API or the address, the XSRF and return-target rules, an API that
    // never answers. Those run on the desktop only, where they are the same code.
    {
      name: 'phone',
      testIgnore: [
        /served-.*\.spec\.ts$/,
        /(hostile-text|hostile-url|security|resilience-slow-api)\.spec\.ts$/,
      ],
      grepInvert: /@desktop-only/,
      use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions: chromium },
    },
    // The journeys that cross the API once more, on a desktop, as the shop is served in production: nginx's
    // proxy, headers and CSP, the mock API over HTTP (tests/e2e/served-mock-api.ts gives each context its own mock
    // session) and its provider pages (card, Google), plus the header checks (served-*.spec.ts), which also load
    // every prerendered page's scripts under the CSP. Not the information pages, the language switch, the
    // collection, the hydration ids or the account extras again (they send nothing the journeys below do not,
    // and served-headers.spec.ts visits their pages under the CSP), nor the fault matrix, the resilience or the
    // hostile-input journeys: they drive the mock inside the page.
    {
      name: 'served',
      testMatch:
        /(served-.*|foundation|product|cart|checkout|mock-payment|account-forms|account-orders)\.spec\.ts$/,
      // security.spec.ts's probe of another origin: behind nginx the CSP (connect-src 'self') blocks the request
      // itself, which the served journeys count as a violation; the XSRF rule it checks is the same code.
      grepInvert: [/never goes to another origin, even from the shop's own API client/, /@phone-only/],
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${SERVED_PORT}`,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    // desktop and phone: the prerendered production build with the mock API compiled in, served the way a
    // static host serves it (scripts/serve-build.mjs).
    ...(runs('desktop') || runs('phone')
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
