import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED_EVENT } from './app-started';
import { COUNTRY_SWITCH_ATTRIBUTE } from '@/lib/country';
import { countryArgs, countryBeforeScripts } from './country-script';

afterEach(() => {
  // the app starts: the script's listener stands down, so no test's page outlives it
  window.dispatchEvent(new Event(APP_STARTED_EVENT));
  document.documentElement.removeAttribute('data-currency');
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Runs the head script in this page, with what is stored; reloading is only noted. */
function run(storedCountry?: string | null) {
  localStorage.clear();
  if (storedCountry) localStorage.setItem('country', storedCountry);
  const reload = vi.fn();
  vi.stubGlobal('location', { reload });
  countryBeforeScripts(...countryArgs());
  localStorage.clear();
  const change = (value: string, attribute = COUNTRY_SWITCH_ATTRIBUTE) => {
    const select = document.createElement('select');
    select.setAttribute(attribute, '');
    select.append(new Option(value, value, true, true));
    document.body.append(select);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return {
    change,
    start: () => window.dispatchEvent(new Event(APP_STARTED_EVENT)),
    stored: () => localStorage.getItem('country'),
    reload,
    currency: () => document.documentElement.getAttribute('data-currency'),
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

  it("is Bahrain's when storage is blocked", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(run('om').currency()).toBe('BHD');
  });
});

describe('the country chosen before the scripts have run', () => {
  it('is stored and the page reloaded, as the switch does once the app runs', () => {
    const page = run();
    page.change('om');
    expect(page.stored()).toBe('om');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other selects, unknown countries and, once the app has started, the switch to the app', () => {
    const page = run();
    page.change('om', 'name');
    page.change('xx');
    expect(page.stored()).toBeNull();
    page.start();
    page.change('om');
    expect(page.stored()).toBeNull();
    expect(page.reload).not.toHaveBeenCalled();
  });
});
