import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from './fake-browser';

// Vitest makes its fake-timer controller on a worker's first call of a timer API (vi.waitFor, vi.useFakeTimers,
// vi.setSystemTime…) and keeps the globals it found then for the worker's life. A first call made while this
// browser's globals were stubbed kept its `Intl` (no DateTimeFormat): every later vi.useFakeTimers() in the
// worker threw "Cannot read properties of undefined (reading 'prototype')", in this file or, with the `units`
// project's shared workers, in the next (docs/decisions/0041).
describe('the fake browser', () => {
  it("leaves Vitest's fake timers working once its globals are unstubbed", async () => {
    const b = fakeBrowser();
    let ran = false;
    b.call(() => {
      ran = true;
    });
    await vi.waitFor(() => expect(ran).toBe(true));
    vi.unstubAllGlobals();

    expect(() => vi.useFakeTimers()).not.toThrow();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    expect(new Intl.DateTimeFormat('en', { timeZone: 'UTC', hour: 'numeric' }).format()).toBe('10 AM');
    vi.useRealTimers();
  });
});
