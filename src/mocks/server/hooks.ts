// The browser tests' hooks over HTTP, only on the mock API server: POST ${API}/__mock/<hook> with a JSON body
// acts on the caller's mock session (the session cookie) as window.mockApi does in the page (browser.ts).
// Every answer is `{ result }`, or 400 `{ error }` when the hook refused (as the page's hook would throw).
import { http, HttpResponse } from 'msw';
import { makeAvailable, makeUnavailable } from '../availability';
import { exportMockTable, resetMockDb } from '../db';
import { patchProduct } from '../product-patches';
import { getLastResetCode } from '../handlers/auth';
import type { FaultOptions } from '../fault-options';
import { clearFaults, failNext } from '../handlers/faults';
import { advanceOrders, payOrder } from '../handlers/orders';
import { apiPath } from '../utils';

type Body = Record<string, unknown>;

const hooks: Record<string, (body: Body) => unknown> = {
  reset: () => {
    resetMockDb();
    clearFaults();
  },
  lastResetCode: (body) => getLastResetCode(String(body.email ?? '')) ?? null,
  failNext: (body) =>
    failNext(String(body.method ?? ''), String(body.path ?? ''), body.options as FaultOptions),
  clearFaults: () => clearFaults(),
  makeUnavailable: (body) =>
    makeUnavailable(
      Number(body.productId),
      body.combinationId == null ? undefined : Number(body.combinationId),
    ),
  makeAvailable: (body) => makeAvailable(Number(body.productId)),
  patchProduct: (body) => patchProduct(Number(body.productId), body.fields),
  advanceOrders: () => advanceOrders(),
  payOrder: (body) => payOrder(String(body.orderId ?? ''), String(body.cardNumber ?? '')).outcome,
};

export const HOOK_NAMES = Object.keys(hooks);

export const hookHandlers = [
  http.get(apiPath('/__mock/health'), () => HttpResponse.json({ result: 'ok' })),
  // A table of the session as the page's mock keeps it in localStorage (`{ version, rows }`).
  http.get(apiPath('/__mock/db/:table'), ({ params }) => {
    const table = exportMockTable(String(params.table));
    return table === null
      ? HttpResponse.json({ error: `no table ${String(params.table)}` }, { status: 404 })
      : new HttpResponse(table, { headers: { 'Content-Type': 'application/json' } });
  }),
  http.post(apiPath('/__mock/:hook'), async ({ request, params }) => {
    const hook = hooks[String(params.hook)];
    if (!hook) return HttpResponse.json({ error: `no hook ${String(params.hook)}` }, { status: 404 });
    const raw = (await request.json().catch(() => ({}))) as unknown;
    const body = raw && typeof raw === 'object' ? (raw as Body) : {};
    try {
      return HttpResponse.json({ result: hook(body) ?? null });
    } catch (error) {
      return HttpResponse.json(
        { error: error instanceof Error ? error.message : String(error) },
        { status: 400 },
      );
    }
  }),
  http.all(apiPath('/__mock/*'), () => HttpResponse.json({ error: 'no such hook' }, { status: 404 })),
];
