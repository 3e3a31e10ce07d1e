// Entry of the mock API server's bundle (scripts/mock-api-server.mjs builds and runs it).
import { seedAccounts, SEED_PASSWORD } from '../data/users';
import { createMockApiServer } from './index';

const port = Number(process.env.MOCK_API_PORT || 8081);
const host = process.env.MOCK_API_HOST || '127.0.0.1';

const server = createMockApiServer();
server.listen(port, host, () => {
  console.log(
    `[mock API] http://${host}:${port}/api/v1 — accounts ${Object.values(seedAccounts).join(', ')} (password ${SEED_PASSWORD}); hooks under /api/v1/__mock (docs/mock-api.md)`,
  );
});
// One broken answer must not stop the API every browser context of a test run shares.
process.on('uncaughtException', (error) => console.error('[mock API] error:', error));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
