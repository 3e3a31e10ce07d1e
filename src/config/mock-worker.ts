/**
 * Where MSW's service worker is served (scripts/mock-worker-plugin.ts, only where the mock API runs in the page)
 * and where the page registers it (src/mocks/browser.ts).
 */
export const MOCK_WORKER_PATH = '/mockServiceWorker.js';
