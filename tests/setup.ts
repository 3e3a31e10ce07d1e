import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, i18next } from '@/lib/i18n';
import { resetMockDb } from '@/mocks/db';
import { server } from '@/mocks/node';

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

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en');
  await i18next.loadNamespaces(['common', 'auth', 'product', 'content', 'catalog']);
  await i18next.loadLanguages(['ar']);
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // An unexpected console.error fails the test; a test that expects one mocks it itself.
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(async () => {
  cleanup();
  consoleError.mockRestore();
  server.resetHandlers();
  resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

afterAll(() => server.close());
