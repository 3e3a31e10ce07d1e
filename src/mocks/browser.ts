import { setupWorker } from 'msw/browser';
import { MOCK_WORKER_PATH } from '@/config/mock-worker';
import { makeAvailable, makeUnavailable } from './availability';
import { patchProduct } from './product-patches';
import { configureMockDb, resetMockDb } from './db';
import { handlers } from './handlers';
import { openFakePage } from './fake-pages';
import { googleConsentHandlers } from './server/google-html';
import { paymentPageHandlers } from './server/payment-html';
import { seedAccounts, SEED_PASSWORD } from './data/users';
import { getLastResetCode } from './handlers/auth';
import type { FaultOptions } from './fault-options';
import { clearFaults, configureFaults, failNext } from './handlers/faults';
import { advanceOrders, configureOrderClock, payOrder, type PayResult } from './handlers/orders';

/** A paid order moves one status on (confirmed → in tailoring → shipped → delivered) every 3 minutes. */
export const ORDER_STEP_MS = 3 * 60 * 1000;

/** The browser console's and the browser tests' handle on the mock (docs/mock-api.md). */
export type MockApi = {
  /** Puts every table back to its seed. */
  reset: () => void;
  /** The last password-reset code sent to an address. */
  lastResetCode: (email: string) => string | undefined;
  /** Makes the next matching call(s) fail: `failNext('DELETE', '/user/cart/removeItem', { status: 500 })`. */
  failNext: (method: string, pathPattern: string, options: FaultOptions) => void;
  /** Drops every fault still waiting. */
  clearFaults: () => void;
  /** Marks a piece out of stock, or one of its combinations unavailable; false for an unknown id. */
  makeUnavailable: (productId: number, combinationId?: number) => boolean;
  /** Undoes makeUnavailable for a piece. */
  makeAvailable: (productId: number) => void;
  /** Serves a piece with some fields overwritten (odd values: `{ size: ['M', '3XL'] }`); false for an unknown id. */
  patchProduct: (productId: number, fields: Record<string, unknown>) => boolean;
  /** Moves every confirmed, in-tailoring or shipped order one status on now; returns what moved. */
  advanceOrders: () => string[];
  /** What the hosted card page does with a card number, without the page. */
  payOrder: (orderId: string, cardNumber: string) => PayResult['outcome'];
};

declare global {
  interface Window {
    mockApi?: MockApi;
  }
}

/**
 * On every page after the first, MSW calls `update()` on the worker an earlier page registered and leaves its
 * promise unhandled (https://github.com/mswjs/msw/issues/2006). When a navigation catches that registration
 * between two workers, Chromium rejects it ("Failed to update a ServiceWorker … with script (…): Not found"), an
 * uncaught error in the page, though the worker in control goes on answering: seen on the third page of a first
 * `npm run dev` that the dev server reloaded meanwhile (a build beside it, which it now ignores). That
 * rejection, for this worker only, is handled; every other stays uncaught.
 */
export function isWorkerUpdateRejection(reason: unknown, workerUrl: string): boolean {
  const message =
    typeof reason === 'object' && reason !== null && 'message' in reason ? String(reason.message) : '';
  return (
    message.startsWith('Failed to update a ServiceWorker') && message.includes(`with script ('${workerUrl}')`)
  );
}

/**
 * Starts the mock API in this browser and, when this address is one of the mock's own pages (the provider's card
 * page, Google's consent screen: fake-pages.ts), opens it and answers true: the shop does not start then.
 */
export async function startMockApi(location: Location): Promise<boolean> {
  const workerUrl = new URL(MOCK_WORKER_PATH, window.location.href).href;
  window.addEventListener('unhandledrejection', (event) => {
    if (!isWorkerUpdateRejection(event.reason, workerUrl)) return;
    event.preventDefault();
    console.info('[mock API] the worker could not be checked for an update; the one running goes on');
  });
  configureMockDb({ persist: true });
  configureFaults({ persist: true });
  configureOrderClock({ stepMs: ORDER_STEP_MS });
  window.mockApi = {
    reset: () => {
      resetMockDb();
      clearFaults();
      console.info('[mock API] the database is back to its seed');
    },
    lastResetCode: getLastResetCode,
    failNext,
    clearFaults,
    makeUnavailable,
    makeAvailable,
    patchProduct,
    advanceOrders: () => {
      const moved = advanceOrders();
      console.info(`[mock API] ${moved.length ? moved.join('; ') : 'no order to move on'}`);
      return moved;
    },
    payOrder: (orderId, cardNumber) => payOrder(orderId, cardNumber).outcome,
  };
  // the API, and the stylesheet and script of the mock's own pages
  const worker = setupWorker(...handlers, ...paymentPageHandlers, ...googleConsentHandlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: MOCK_WORKER_PATH },
  });
  console.info(
    `%c[mock API] on%c — every API call is answered in this browser. Accounts: ${Object.values(seedAccounts).join(', ')} (password ${SEED_PASSWORD}). Reset the data with mockApi.reset(); move orders on with mockApi.advanceOrders().`,
    'color:#c25514;font-weight:bold',
    'color:inherit',
  );
  return openFakePage(location);
}
