import { describe, expect, it } from 'vitest';
import { isWorkerUpdateRejection } from './browser';

const worker = 'http://localhost:5173/mockServiceWorker.js';
const rejection = (message: string) => new DOMException(message, 'InvalidStateError');

describe('the mock worker’s update check', () => {
  it('is the one rejection handled: an update of this worker that Chromium refused', () => {
    expect(
      isWorkerUpdateRejection(
        rejection(
          `Failed to update a ServiceWorker for scope ('http://localhost:5173/') with script ('${worker}'): Not found`,
        ),
        worker,
      ),
    ).toBe(true);
  });

  it('leaves every other rejection uncaught: another worker, a registration, any other error', () => {
    expect(
      isWorkerUpdateRejection(
        rejection(
          "Failed to update a ServiceWorker for scope ('http://localhost:5173/') with script ('http://localhost:5173/sw.js'): Not found",
        ),
        worker,
      ),
    ).toBe(false);
    expect(
      isWorkerUpdateRejection(
        rejection(
          `Failed to register a ServiceWorker for scope ('http://localhost:5173/') with script ('${worker}'): Not found`,
        ),
        worker,
      ),
    ).toBe(false);
    expect(isWorkerUpdateRejection(new Error('Network Error'), worker)).toBe(false);
    expect(isWorkerUpdateRejection('Failed to update a ServiceWorker', worker)).toBe(false);
    expect(isWorkerUpdateRejection(undefined, worker)).toBe(false);
  });
});
