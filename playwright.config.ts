import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const chromium = { executablePath: CHROME_PATH, args: CHROMIUM_ARGS };
// E2E_PORT lets two people run journeys side by side, each on its own build and server.
const PORT = Number(process.env.E2E_PORT || 4173);

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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions: chromium } },
  ],
  // The journeys run against the prerendered production build with the mock API compiled in, served the way a
  // static host serves it (scripts/serve-build.mjs).
  webServer: {
    command: `SHOP_BUILD_DIR=build-e2e/${PORT} npx react-router build --mode e2e && node scripts/serve-build.mjs build-e2e/${PORT}/client ${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
