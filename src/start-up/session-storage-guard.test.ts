import { afterEach, describe, expect, it } from 'vitest';
import { sessionStorageGuard } from './session-storage-guard';

const native = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

/** Site data blocked: reading `window.sessionStorage` throws, as Chrome and Firefox do. */
function blockSessionStorage() {
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}

const run = () => sessionStorageGuard();

// React Router's <ScrollRestoration> inline script, as it reads and, on failure, clears its positions.
function restoreScroll(key: string) {
  try {
    return JSON.parse(sessionStorage.getItem(key) || '{}') as Record<string, number>;
  } catch {
    sessionStorage.removeItem(key);
    return {};
  }
}

afterEach(() => {
  if (native) Object.defineProperty(window, 'sessionStorage', native);
  window.sessionStorage.clear();
});

describe('sessionStorageGuard', () => {
  it('gives a page whose storage is blocked a working stand-in for the visit', () => {
    blockSessionStorage();
    expect(() => restoreScroll('positions')).toThrow(/denied/);

    run();

    expect(() => restoreScroll('positions')).not.toThrow();
    const storage = window.sessionStorage;
    expect(storage.getItem('pendingCartItem')).toBeNull();
    storage.setItem('pendingCartItem', '{"productId":1}');
    storage.setItem('__proto__', 'kept as a key');
    expect(storage.getItem('pendingCartItem')).toBe('{"productId":1}');
    expect(storage.getItem('__proto__')).toBe('kept as a key');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['pendingCartItem', '__proto__', null]);
    storage.removeItem('pendingCartItem');
    expect(storage.getItem('pendingCartItem')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('leaves a storage that works as it is, and one that only refuses writes', () => {
    const before = window.sessionStorage;
    run();
    expect(window.sessionStorage).toBe(before);

    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      run();
      expect(window.sessionStorage).toBe(before);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
