import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';

// The `served` project runs the journeys against the production build behind nginx, with the mock API as a real
// HTTP server (src/mocks/server, docs/mock-api.md "Over HTTP"). There the page has no mock of its own, so each
// browser context gets its own mock session (a cookie the server reads: its own database and fault queue) and a
// `window.mockApi` with the page mock's methods and return values, each a synchronous call to the server's hook
// for that session (the journeys call the hooks synchronously, as the page's mock answers them).

export const MOCK_SESSION_COOKIE = 'mtm-mock-session';

/** Runs in every page of the context, before the page's own scripts (Playwright's init script). */
function installServedMockApi(apiBase: string) {
  const request = (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${apiBase}/__mock/${path}`, false);
    if (body !== undefined) xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.send(body === undefined ? null : JSON.stringify(body));
    return xhr;
  };
  const hook = (name: string, body: Record<string, unknown> = {}): unknown => {
    const xhr = request('POST', name, body);
    let answer: { result?: unknown; error?: string } = {};
    try {
      answer = JSON.parse(xhr.responseText) as typeof answer;
    } catch {
      // not the mock server's answer
    }
    if (xhr.status !== 200) throw new Error(answer.error ?? `mockApi.${name}: HTTP ${xhr.status}`);
    return answer.result;
  };
  const mockApi = {
    reset: () => void hook('reset'),
    lastResetCode: (email: string) => (hook('lastResetCode', { email }) as string | null) ?? undefined,
    failNext: (method: string, path: string, options: unknown) =>
      void hook('failNext', { method, path, options }),
    clearFaults: () => void hook('clearFaults'),
    makeUnavailable: (productId: number, combinationId?: number) =>
      hook('makeUnavailable', { productId, combinationId }) as boolean,
    makeAvailable: (productId: number) => void hook('makeAvailable', { productId }),
    patchProduct: (productId: number, fields: Record<string, unknown>) =>
      hook('patchProduct', { productId, fields }) as boolean,
    advanceOrders: () => hook('advanceOrders') as string[],
    payOrder: (orderId: string, cardNumber: string) => hook('payOrder', { orderId, cardNumber }) as string,
  };
  Object.defineProperty(window, 'mockApi', { value: mockApi, configurable: true, writable: true });

  // The page's mock keeps its tables in localStorage (`mtm-mock-db:<table>`), and a journey may read one there;
  // here that key reads the session's table from the server.
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    if (typeof key === 'string' && key.startsWith('mtm-mock-db:') && this === window.localStorage) {
      const xhr = request('GET', `db/${encodeURIComponent(key.slice('mtm-mock-db:'.length))}`);
      return xhr.status === 200 ? xhr.responseText : null;
    }
    return getItem.call(this, key);
  };
}

/** Gives a browser context of the `served` project its own mock session and `window.mockApi`. */
export async function setUpServedMockApi(context: BrowserContext, baseURL: string, apiBase = '/api/v1') {
  await context.addCookies([{ name: MOCK_SESSION_COOKIE, value: randomUUID(), url: baseURL }]);
  await context.addInitScript(installServedMockApi, apiBase);
}
