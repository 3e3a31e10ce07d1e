import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, i18next } from '@/lib/i18n';
import { resetMockDb } from '@/mocks/db';
import { server } from '@/mocks/node';

// A wait for a condition ends as soon as it holds: its bound only says how long a failure takes to be reported.
// Screens load their code lazily and a sign-in is several calls, which on a 2-core machine under another load took
// longer than the 5 s bound this was (a test's outcome must not depend on the machine's load), so the bound sits
// just under the test's own timeout (vite.config.ts) instead of being set again, shorter, in single tests.
configure({ asyncUtilTimeout: 25_000 });

// Vitest makes its fake-timer controller on a worker's first call of a timer API (vi.waitFor, vi.useFakeTimers,
// vi.setSystemTime…) and keeps the `Intl`, `Date`, `setTimeout`, `performance`… it found then for the worker's
// life (vitest-dev/vitest#7024). Made while a test had them stubbed (src/testing/fake-browser: an `Intl` without
// DateTimeFormat), every later vi.useFakeTimers() in the worker threw, in the next file too when files share a
// worker (docs/decisions/0041). Made here, before any test, it keeps jsdom's own.
vi.isFakeTimers();

// jsdom lacks these; the shop's dialog and scroll code call them.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
window.scrollTo = () => {};

// jsdom has no popovers either (the header's phone menu is one): a button with `popovertarget` opens and closes
// its popover as in a browser, and `toggle` carries the new state. jsdom's own stylesheet hides every popover
// (it knows no :popover-open); an open one is shown.
if (!HTMLElement.prototype.showPopover) {
  const OPEN = 'data-popover-open';
  const toggle = (element: HTMLElement, open: boolean) => {
    if (element.hasAttribute(OPEN) === open) return;
    element.toggleAttribute(OPEN, open);
    const event = Object.assign(new Event('toggle'), {
      newState: open ? 'open' : 'closed',
      oldState: open ? 'closed' : 'open',
    });
    element.dispatchEvent(event);
  };
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    toggle(this, true);
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    toggle(this, false);
  };
  HTMLElement.prototype.togglePopover = function togglePopover(this: HTMLElement) {
    toggle(this, !this.hasAttribute(OPEN));
    return this.hasAttribute(OPEN);
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function matchesWithPopover(this: Element, selector: string) {
    return selector === ':popover-open' ? this.hasAttribute(OPEN) : matches.call(this, selector);
  };
  document.addEventListener('click', (event) => {
    const invoker = (event.target as Element | null)?.closest?.('[popovertarget]');
    const target = invoker && document.getElementById(invoker.getAttribute('popovertarget') ?? '');
    if (target) target.togglePopover();
  });
  const style = document.createElement('style');
  style.textContent = `[popover][${OPEN}] { display: block !important; }`;
  document.head.append(style);
}

// Requests the mock has begun answering. A test can end while one is still on its way (a refetch, a delayed
// reply); if its answer arrives after the file's jsdom is gone, MSW's XMLHttpRequest interceptor throws
// "ProgressEvent is not defined" into the next file's run. Each test waits (briefly) for them to land.
// A worker runs several files with one mock server (vite.config.ts, `isolate: false`): each file's listeners go
// with it (afterAll).
const inFlight = new Set<string>();
const started = ({ requestId }: { requestId: string }) => void inFlight.add(requestId);
const ended = ({ requestId }: { requestId: string }) => void inFlight.delete(requestId);
server.events.on('request:start', started);
server.events.on('request:end', ended);
async function settleRequests(limitMs = 1000) {
  const until = Date.now() + limitMs;
  // a reply held back with delay('infinite') never lands; the limit keeps that test from waiting forever
  while (inFlight.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  inFlight.clear(); // what is still held back is abandoned; the next test starts counting afresh
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en');
  await i18next.loadNamespaces([
    'common',
    'account',
    'auth',
    'catalog',
    'content',
    'feedback',
    'home',
    'product',
  ]);
  await i18next.loadLanguages(['ar']);
});

let consoleError: ReturnType<typeof vi.spyOn>;
// React Router 7 finishes navigations asynchronously, so a redirect can land between two awaits of a test
// and React reports it as an update "not wrapped in act(...)". That is about the test's timing, not the shop.
const ACT_WARNING = 'not wrapped in act(';
beforeEach(() => {
  // An unexpected console.error fails the test; a test that expects one mocks it itself.
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(ACT_WARNING)) return;
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(async () => {
  cleanup();
  await settleRequests();
  consoleError.mockRestore();
  server.resetHandlers();
  resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  // the page's timeline too: files share a worker's, and a mark says when this page did something
  performance.clearMarks();
  performance.clearMeasures();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

afterAll(async () => {
  await settleRequests();
  server.events.removeListener('request:start', started);
  server.events.removeListener('request:end', ended);
  server.close();
});
