import { setupWorker } from 'msw/browser';
import { configureMockDb, resetMockDb } from './db';
import { handlers } from './handlers';
import { seedAccounts, SEED_PASSWORD } from './data/users';
import { getLastResetCode } from './handlers/auth';

declare global {
  interface Window {
    mockApi?: { reset: () => void; lastResetCode: (email: string) => string | undefined };
  }
}

export async function startMockApi(): Promise<void> {
  configureMockDb({ persist: true });
  window.mockApi = {
    reset: () => {
      resetMockDb();
      console.info('[mock API] the database is back to its seed');
    },
    lastResetCode: getLastResetCode,
  };
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  console.info(
    `%c[mock API] on%c — every API call is answered in this browser. Accounts: ${Object.values(seedAccounts).join(', ')} (password ${SEED_PASSWORD}). Reset the data with mockApi.reset().`,
    'color:#c25514;font-weight:bold',
    'color:inherit',
  );
}
