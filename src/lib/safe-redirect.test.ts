import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each(['/', '/profile', '/products/12?colour=3#fit', '/terms&conidtions'])(
    'accepts the site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/profile',
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
  ])('refuses %j and falls back', (target) => {
    expect(safeRedirectPath(target, '/fallback')).toBe('/fallback');
  });

  it('keeps an encoded path on this site as it is', () => {
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath({ pathname: '//evil' })).toBe('/');
    expect(safeRedirectPath(42)).toBe('/');
  });
});
