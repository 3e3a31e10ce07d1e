import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { MOCK_WORKER_PATH } from '../src/config/mock-worker.ts';

/**
 * MSW's service worker at /mockServiceWorker.js, only where the mock API runs in the page: served by the dev
 * server and written into a build with mocking on (the e2e build), never into the production build. It is read
 * from the installed msw package, so it always matches the library's version; nothing copies it into public/
 * (which Vite copies into every build): package.json has no `msw.workerDirectory`.
 */
export function mockWorker({ enabled }: { enabled: boolean }): Plugin {
  const source = () =>
    readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'shop:mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== MOCK_WORKER_PATH) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(source());
      });
    },
    generateBundle() {
      if (!enabled || this.environment?.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: MOCK_WORKER_PATH.slice(1), source: source() });
    },
  };
}
