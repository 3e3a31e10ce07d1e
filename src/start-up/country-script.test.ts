import { describe, expect, it, vi } from 'vitest';
import { APP_STARTED_EVENT } from './app-started';
import { COUNTRY_SWITCH_ATTRIBUTE } from '@/lib/country';
import { countryBeforeScriptsScript } from './country-script';

/** Runs the head script with a document, storage and address of the test's own. */
function run(storedCountry?: string | null) {
  const documentListeners = new Map<string, (event: { target: unknown }) => void>();
  const windowListeners = new Map<string, () => void>();
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const root = new Map<string, string>();
  const scope = {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => root.set(name, value) },
      addEventListener: (type: string, fn: (event: { target: unknown }) => void) =>
        documentListeners.set(type, fn),
      removeEventListener: (type: string) => documentListeners.delete(type),
    },
    addEventListener: (type: string, fn: () => void) => windowListeners.set(type, fn),
    localStorage: {
      getItem: (k: string) => (k === 'country' ? (storedCountry ?? null) : null),
      setItem: (k: string, v: string) => stored.set(k, v),
    },
    location: { reload },
  };
  new Function(...Object.keys(scope), countryBeforeScriptsScript)(...Object.values(scope));
  const select = (value: string, attribute = COUNTRY_SWITCH_ATTRIBUTE) => ({
    value,
    hasAttribute: (name: string) => name === attribute,
  });
  return {
    change: (target: unknown) => documentListeners.get('change')?.({ target }),
    start: () => windowListeners.get(APP_STARTED_EVENT)?.(),
    select,
    stored,
    reload,
    currency: () => root.get('data-currency'),
  };
}

describe('the currency of the page, before its first paint', () => {
  it("is her stored country's, so a price in another one is hidden (src/index.css)", () => {
    expect(run('sa').currency()).toBe('SAR');
    expect(run('om').currency()).toBe('OMR');
  });

  it("is Bahrain's when none is stored, or what is stored is not a country", () => {
    expect(run(null).currency()).toBe('BHD');
    expect(run('toString').currency()).toBe('BHD');
    expect(run('<b>').currency()).toBe('BHD');
  });
});

describe('the country chosen before the scripts have run', () => {
  it('is stored and the page reloaded, as the switch does once the app runs', () => {
    const page = run();
    page.change(page.select('om'));
    expect(page.stored.get('country')).toBe('om');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other selects, unknown countries and, once the app has started, the switch to the app', () => {
    const page = run();
    page.change(page.select('om', 'name'));
    page.change(page.select('xx'));
    expect(page.stored.size).toBe(0);
    page.start();
    page.change(page.select('om'));
    expect(page.stored.size).toBe(0);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
