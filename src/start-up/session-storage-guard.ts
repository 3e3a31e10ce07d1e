import { inlineScript } from './inline-script';

/**
 * An inline script, first in the page's <head> (start-up/head-scripts.tsx): where the browser will not even hand out
 * `window.sessionStorage` (reading it throws a SecurityError when she has blocked site data, in Chrome and
 * Firefox), the page gets an in-memory stand-in for the visit.
 *
 * Why: React Router's <ScrollRestoration> writes an inline script that reads session storage inside a try and,
 * in its catch, calls `sessionStorage.removeItem` unguarded; with storage blocked that second access throws too,
 * an uncaught error on every page before the shop's own code runs (docs/decisions/0021). Our own storage module
 * (src/lib/storage.ts) guards every access already and needs none of this. Only the blocked case is taken over:
 * a storage that exists but refuses writes (a full quota, Safari's private mode) is left as it is.
 * Self-contained (start-up/inline-script).
 */
export function sessionStorageGuard(): void {
  try {
    void window.sessionStorage;
  } catch {
    try {
      let data: Record<string, string> = Object.create(null) as Record<string, string>;
      const storage = {
        getItem: (key: string) => (String(key) in data ? data[String(key)] : null),
        setItem: (key: string, value: string) => {
          data[String(key)] = String(value);
        },
        removeItem: (key: string) => {
          delete data[String(key)];
        },
        clear: () => {
          data = Object.create(null) as Record<string, string>;
        },
        key: (index: number) => {
          const keys = Object.keys(data);
          return index >= 0 && index < keys.length ? keys[index] : null;
        },
      };
      Object.defineProperty(storage, 'length', { get: () => Object.keys(data).length });
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        enumerable: true,
        get: () => storage,
      });
    } catch {
      // nothing more to do: React Router's script will throw as it would have
    }
  }
}

/** The script's text, for the build's render only. */
export const sessionStorageGuardScript = () => inlineScript(sessionStorageGuard);
