// The mock API as a real HTTP server (`npm run mock:server`, scripts/mock-api-server.mjs): the same MSW handlers
// as the page's mock (../handlers.ts) through @mswjs/http-middleware, for the production build (mocking off)
// behind nginx. Each request runs in its mock session (session.ts), so every browser context has its own
// database and fault queue; the test hooks (hooks.ts) and the provider's pages (payment-html.ts,
// google-html.ts) are only here.
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createMockApp } from '@mswjs/http-middleware';
import { configureMockDb } from '../db';
import { handlers } from '../handlers';
import { configureOrderClock } from '../handlers/orders';
import { googleConsentHandlers } from './google-html';
import { hookHandlers } from './hooks';
import { paymentPageHandlers } from './payment-html';
import { requestSession, runInSession, sessionFromCookie } from './session';

/** A paid order moves one status on every 3 minutes, as in the page's mock (browser.ts). */
export const ORDER_STEP_MS = 3 * 60 * 1000;

/**
 * The handlers in the order they are tried: the hooks and the provider's pages before the fault queue (a
 * `failNext('*', '*')` fails API calls, not the test's own hooks nor the card page), then the API's.
 */
export const serverHandlers = [
  ...hookHandlers,
  ...paymentPageHandlers,
  ...googleConsentHandlers,
  ...handlers,
];

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * Behind a proxy the shop's origin (for the paymentUrl) is the one the browser used: the proxy's
 * X-Forwarded-Host (or a Host it passed on with its port) and X-Forwarded-Proto.
 */
function useForwardedOrigin(request: IncomingMessage): void {
  const host = first(request.headers['x-forwarded-host']);
  if (host) request.headers.host = host;
}

/**
 * A fault with status 0 (failNext's network error, `HttpResponse.error()`) reaches Node as a status of 0, which
 * it refuses. An HTTP server's nearest thing to a network error is to drop the connection without an answer
 * (behind nginx the browser then gets nginx's 502 page, as a real shop's visitor would).
 */
function dropConnectionOnStatusZero(request: IncomingMessage, response: ServerResponse): void {
  let status = response.statusCode;
  Object.defineProperty(response, 'statusCode', {
    configurable: true,
    get: () => status,
    set: (value: number) => {
      if (value === 0) request.socket.destroy();
      else status = value;
    },
  });
}

export function createMockApiServer(options: { orderStepMs?: number | null } = {}): Server {
  configureMockDb({ persist: false, session: requestSession });
  configureOrderClock({ stepMs: options.orderStepMs === undefined ? ORDER_STEP_MS : options.orderStepMs });
  const app = createMockApp(...serverHandlers);
  // req.protocol from X-Forwarded-Proto (the middleware builds the request's URL from it and the Host).
  app.set('trust proxy', true);
  app.disable('x-powered-by');
  return createHttpServer((request, response) => {
    useForwardedOrigin(request);
    dropConnectionOnStatusZero(request, response);
    runInSession(sessionFromCookie(request.headers.cookie), () => app(request, response));
  });
}
