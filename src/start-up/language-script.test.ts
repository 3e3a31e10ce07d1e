import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { withEnglishChoice } from '@/lib/language-before-scripts';
import { languageArgs, languageBeforeScripts } from './language-script';

const ORIGIN = 'https://tafseel.example';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/**
 * Runs the head script at an address, with what is stored and the page she came from: the address and history
 * are the test's own (a jsdom page cannot be sent elsewhere), the document and storage this page's.
 */
function open(address: string, { stored = null as string | null, referrer = '' } = {}) {
  const url = new URL(address, ORIGIN);
  localStorage.clear();
  if (stored) localStorage.setItem('language', stored);
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  const replace = vi.fn();
  const replaceState = vi.fn((_state: unknown, _unused: string, next: string) => {
    const moved = new URL(next, ORIGIN);
    Object.assign(location, {
      pathname: moved.pathname,
      search: moved.search,
      hash: moved.hash,
      href: moved.href,
    });
  });
  const location = {
    href: url.href,
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace,
  };
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', { state: null, replaceState });
  languageBeforeScripts(...languageArgs());
  const root = { lang: document.documentElement.lang, dir: document.documentElement.dir };
  return {
    stored: () => localStorage.getItem('language'),
    redirectedTo: () => (replace.mock.calls[0]?.[0] as string | undefined) ?? null,
    address: () => `${location.pathname}${location.search}${location.hash}`,
    root,
  };
}

describe('the language of a page, before anything paints', () => {
  it('stores Arabic on an /ar page and sets it right to left', () => {
    for (const path of ['/ar', '/ar/products?category=abayas']) {
      const page = open(path, { stored: 'en' });
      expect(page.stored()).toBe('ar');
      expect(page.root).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(page.redirectedTo()).toBeNull();
    }
  });

  it('stores English on an unprefixed page when English or nothing is stored', () => {
    for (const stored of [null, 'en']) {
      const page = open('/products', { stored });
      expect(page.stored()).toBe('en');
      expect(page.redirectedTo()).toBeNull();
    }
  });

  it('sends an unprefixed page to its Arabic twin when Arabic is stored, query and fragment kept', () => {
    expect(open('/', { stored: 'ar' }).redirectedTo()).toBe('/ar');
    expect(open('/checkout/result?orderId=c4e8#top', { stored: 'ar' }).redirectedTo()).toBe(
      '/ar/checkout/result?orderId=c4e8#top',
    );
  });

  // Issue 36, finding 1: Google sends a returning shopper straight back, so the callback's Referer is the shop's own
  // /ar/login; the script took that for her choice of English, stored it, and she landed in English.
  it.each([
    [
      'Google, straight back to the callback',
      '/auth/callback',
      `${ORIGIN}/ar/login?redirectTo=%2Far%2Fprofile`,
    ],
    ['the payment provider, straight back', '/checkout/result?orderId=c4e8', `${ORIGIN}/ar/checkout`],
    ['an e-mail link opened from an Arabic page', '/order-summary/c4e8', `${ORIGIN}/ar/profile/my-orders`],
    ['an Arabic home page', '/', `${ORIGIN}/ar`],
  ])('keeps Arabic after a return from %s, whatever the Referer says', (_what, path, referrer) => {
    const page = open(path, { stored: 'ar', referrer });
    expect(page.redirectedTo()).toBe(`/ar${path === '/' ? '' : path}`);
    expect(page.stored()).toBe('ar');
  });

  it("stores English when she chose it: the switch's link to the English twin, pressed before the scripts ran", () => {
    const page = open(withEnglishChoice('/products?category=abayas#list'), {
      stored: 'ar',
      referrer: `${ORIGIN}/ar/products?category=abayas`,
    });
    expect(page.redirectedTo()).toBeNull();
    expect(page.stored()).toBe('en');
    // the mark leaves the address before anything reads it; the rest of the address stays
    expect(page.address()).toBe('/products?category=abayas#list');
  });

  it('takes the mark out of the address of an Arabic page too, where it means nothing', () => {
    const page = open(withEnglishChoice('/ar/faqs'), { stored: 'en' });
    expect(page.stored()).toBe('ar');
    expect(page.address()).toBe('/ar/faqs');
  });

  it("leaves the API's own pages alone (the mock's Google stand-in)", () => {
    const page = open(`${env.API_URL}/auth/auth/google?state=x`, { stored: 'ar' });
    expect(page.redirectedTo()).toBeNull();
    expect(page.stored()).toBe('ar');
  });
});

describe("the switch's link to the English twin", () => {
  it('marks the address as her choice, before any fragment', () => {
    expect(withEnglishChoice('/')).toBe('/?lang=en');
    expect(withEnglishChoice('/products?category=abayas#list')).toBe(
      '/products?category=abayas&lang=en#list',
    );
  });
});
