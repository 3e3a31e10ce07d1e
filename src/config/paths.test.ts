import { describe, expect, it } from 'vitest';
import { langOfPath, localizePath, stripLang } from './paths';

describe('language-aware paths', () => {
  it.each([
    ['/', 'en'],
    ['/products', 'en'],
    ['/ar', 'ar'],
    ['/ar/products/12', 'ar'],
    ['/arabic', 'en'],
    ['/about-us/ar', 'en'],
  ] as const)('%s is %s', (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });

  it('gives the twin of a page in either language, with its query and hash', () => {
    expect(localizePath('/products?category=abayas', 'ar')).toBe('/ar/products?category=abayas');
    expect(localizePath('/ar/products/12', 'en')).toBe('/products/12');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/?q=1#top', 'ar')).toBe('/ar?q=1#top');
    expect(localizePath('/ar?q=1', 'en')).toBe('/?q=1');
    expect(localizePath('/ar/cart', 'ar')).toBe('/ar/cart');
    expect(localizePath('/arabic', 'ar')).toBe('/ar/arabic');
  });

  it('strips only a real language prefix', () => {
    expect(stripLang('/ar/profile/my-orders')).toBe('/profile/my-orders');
    expect(stripLang('/ar')).toBe('/');
    expect(stripLang('/ar#x')).toBe('/#x');
    expect(stripLang('/arabic')).toBe('/arabic');
  });
});
