// The options of mockApi.failNext (docs/mock-api.md), on their own: no import.meta.env and no import that reads
// it, so the Playwright journeys (Node) can import the type the mock (handlers/faults.ts) takes.

export type FaultOptions = {
  /** The status to answer with; 0 means a network error (no answer at all). */
  status: number;
  /** How many matching calls fail (default 1). */
  times?: number;
  /**
   * The answer's body: the contract's JSON error (default), an HTML page (a proxy's), nothing, or JSON cut off
   * in the middle (`malformed`).
   */
  body?: 'json' | 'html' | 'empty' | 'malformed';
  /** Answer with exactly this JSON instead (e.g. hostile text in a real-looking answer); wins over `body`. */
  json?: unknown;
  /** Wait this long before answering (a slow network). */
  delayMs?: number;
  /**
   * After `delayMs`, let the real handler answer (status and body are then ignored): a call that succeeds, late.
   */
  late?: boolean;
  /**
   * The server does the work and its answer is lost: the real handler answers at once (an order is placed, the
   * cart emptied), then that answer is held `delayMs` — past the client's 20 s timeout, an answer that comes too
   * late — or, with `status: 0`, dropped after `delayMs` (a connection cut after the server acted). Other than 0,
   * `status` and the body options are ignored: the answer is the real one.
   */
  committed?: boolean;
};

/** One fault waiting in the queue: the call it answers and how many more times. */
export type QueuedFault = { method: string; path: string; options: FaultOptions; left: number };

/**
 * Where the browser mock keeps its queue between page loads (sessionStorage, read as the mock starts), so a
 * journey can queue a fault before the first page's scripts run, as `mockApi.failNext` would after.
 */
export const FAULTS_STORAGE_KEY = 'mtm-mock-faults';

export const queuedFault = (method: string, path: string, options: FaultOptions): QueuedFault => ({
  method: method.toUpperCase(),
  path,
  options,
  left: options.times ?? 1,
});
