import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '@/routes';
import { ROUTE_PATTERNS } from '@/config/route-patterns';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    '/',
    '/profile',
    '/profile/my-orders/6f1c2a9e-1b2c-4d5e-8f90-123456789abc',
    '/products',
    '/products/12?colour=3#fit',
    '/terms&conidtions',
    '/cart?select=1',
    '/order-summary/abc-123',
  ])('accepts the site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['/./profile', '/profile'],
    ['/products/../cart', '/cart'],
    ['/%2e/faqs', '/faqs'],
  ])('gives %s back as the path it means, %s', (target, path) => {
    expect(safeRedirectPath(target)).toBe(path);
  });

  it.each([
    // protocol-relative once normalized
    '/.//evil.com',
    '/%2e//evil.com',
    '/%2E//evil.com',
    '/a/..//evil.com/x',
    '/profile/..//evil.com',
    '/././/evil.com',
    '/%2e%2e//evil.com',
    // protocol-relative or another origin as written
    '//evil.example',
    '//evil.example/profile',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http://evil.example/profile',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'profile',
    '',
    '/\tevil',
    '/\nevil',
    // on this site, but no screen answers there
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/evil.com',
    '/no-such-page',
    '/profile/unknown/deeper',
    '/products/12/extra',
  ])('refuses %j and falls back', (target) => {
    expect(safeRedirectPath(target, '/fallback')).toBe('/fallback');
  });

  it('refuses an absolute URL, even one of this very site: the shop only ever stores paths', () => {
    expect(safeRedirectPath(`${window.location.origin}/profile`)).toBe('/');
    expect(safeRedirectPath('http://localhost:1/profile')).toBe('/');
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath({ pathname: '//evil' })).toBe('/');
    expect(safeRedirectPath(42)).toBe('/');
  });
});

describe('the route patterns', () => {
  function flatten(tree: RouteConfigEntry[], parent = ''): string[] {
    return tree.flatMap((route) => {
      const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
      const own = route.index || route.path !== undefined ? [path || '/'] : [];
      return [...own, ...flatten(route.children ?? [], path)];
    });
  }
  /** A pattern with an optional segment (`/ar?/cart`) stands for both paths: `/ar/cart` and `/cart`. */
  const expand = (pattern: string): string[] => {
    const optional = /\/([^/?]+)\?/.exec(pattern);
    if (!optional) return [pattern];
    const rest = pattern.slice(optional.index + optional[0].length);
    const before = pattern.slice(0, optional.index);
    return [...expand(`${before}/${optional[1]}${rest}`), ...expand(`${before}${rest}` || '/')];
  };

  it("are exactly the router's English routes, without the catch-all, and each has its /ar twin", () => {
    const all = [...new Set(flatten(routes).flatMap(expand))].filter((path) => !path.endsWith('*'));
    const english = all.filter((path) => path !== '/ar' && !path.startsWith('/ar/'));
    expect([...english].sort()).toEqual([...ROUTE_PATTERNS].sort());
    const arabic = all.filter((path) => path === '/ar' || path.startsWith('/ar/'));
    expect(arabic.sort()).toEqual(ROUTE_PATTERNS.map((p) => (p === '/' ? '/ar' : `/ar${p}`)).sort());
  });

  it('accepts an Arabic page as a target, and no unknown /ar path', () => {
    expect(safeRedirectPath('/ar/profile/my-orders?x=1')).toBe('/ar/profile/my-orders?x=1');
    expect(safeRedirectPath('/ar')).toBe('/ar');
    expect(safeRedirectPath('/ar/no/such/page')).toBe('/');
  });
});
