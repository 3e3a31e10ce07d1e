// Fault injection for browser tests: `mockApi.failNext('DELETE', '/user/cart/removeItem', { status: 500 })`
// makes the next matching call fail. One handler, first in the list, checks the queue; a call that matches
// nothing falls through to the real handlers.
import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { env } from '@/config/env';
import { currentMockSession } from '../db';
import {
  FAULTS_STORAGE_KEY,
  queuedFault,
  type FaultOptions,
  type QueuedFault as Fault,
} from '../fault-options';

// One queue per mock session (db.ts): over HTTP, a fault set by one journey never answers another's calls.
const queues = new Map<string, Fault[]>();
const queueOf = (): Fault[] => {
  const session = currentMockSession();
  let queue = queues.get(session);
  if (!queue) queues.set(session, (queue = []));
  return queue;
};

// In the browser the queue lives in sessionStorage, so a fault set before a reload or a navigation (the
// country switch, the payment page's return) still waits for its call; in Vitest it lives in memory.
let persist = false;

export function configureFaults(options: { persist: boolean }): void {
  persist = options.persist;
  if (persist) {
    try {
      const saved = JSON.parse(sessionStorage.getItem(FAULTS_STORAGE_KEY) ?? '[]') as unknown;
      queues.set(currentMockSession(), Array.isArray(saved) ? (saved as Fault[]) : []);
    } catch {
      queues.delete(currentMockSession());
    }
  }
}

function save(): void {
  if (!persist) return;
  try {
    sessionStorage.setItem(FAULTS_STORAGE_KEY, JSON.stringify(queueOf()));
  } catch {
    // storage full or blocked: the queue still works in memory
  }
}

/**
 * `pathPattern` is a path under the API base (`/user/cart/removeItem`), where `:name` matches one segment and
 * `*` anything; the query string is ignored. `method` is an HTTP method or `*` for any.
 */
function toPattern(pathPattern: string): RegExp {
  const source = pathPattern
    .split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

export function failNext(method: string, pathPattern: string, options: FaultOptions): void {
  if (!Number.isInteger(options.status) || options.status < 0 || options.status > 599) {
    throw new RangeError(
      `failNext: status must be 0 (network error) or an HTTP status, not ${options.status}`,
    );
  }
  queueOf().push(queuedFault(method, pathPattern, options));
  save();
}

export function clearFaults(): void {
  queues.set(currentMockSession(), []);
  save();
}

/** The API path of a request (without the base), or null when it is not an API call. */
function apiPathOf(request: Request): string | null {
  const url = new URL(request.url);
  const base = new URL(env.API_URL, url.origin);
  if (url.origin !== base.origin) return null;
  const prefix = base.pathname.replace(/\/$/, '');
  return url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : null;
}

const failure = {
  en: 'Something went wrong on our side. Please try again.',
  ar: 'حدث خطأ لدينا. حاولي مرة أخرى.',
};

/** The fault queue's handler, in front of `realHandlers` (which a `committed` fault runs before losing the answer). */
export const createFaultHandlers = (realHandlers: RequestHandler[]) => [
  http.all('*', async ({ request }) => {
    const queue = queueOf();
    if (queue.length === 0) return undefined;
    const path = apiPathOf(request);
    if (path === null) return undefined;
    const index = queue.findIndex(
      (f) => (f.method === '*' || f.method === request.method) && toPattern(f.path).test(path),
    );
    if (index === -1) return undefined;
    const fault = queue[index] as Fault;
    fault.left -= 1;
    if (fault.left <= 0) queue.splice(index, 1);
    save();
    const { status, body = 'json', delayMs, json, late, committed } = fault.options;
    if (committed) {
      const answer = await getResponse(realHandlers, request);
      if (delayMs) await delay(delayMs);
      return status === 0 ? HttpResponse.error() : answer;
    }
    if (delayMs) await delay(delayMs);
    if (late) return undefined;
    if (status === 0) return HttpResponse.error();
    if (json !== undefined) return HttpResponse.json(json, { status });
    if (body === 'malformed') {
      return new HttpResponse('{"data": [{"id": 1, "name": ', {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (body === 'html') {
      return new HttpResponse('<!doctype html><html><body><h1>Bad gateway</h1></body></html>', {
        status,
        headers: { 'Content-Type': 'text/html' },
      });
    }
    if (body === 'empty') return new HttpResponse(null, { status });
    return HttpResponse.json({ message: failure }, { status });
  }),
];
