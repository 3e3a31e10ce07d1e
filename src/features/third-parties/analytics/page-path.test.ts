import { describe, expect, it } from 'vitest';
import { analyticsPath } from './page-path';

describe('analyticsPath', () => {
  it.each([
    ['/', '/'],
    ['/ar', '/ar'],
    ['/ar/', '/ar'],
    ['/products', '/products'],
    ['/ar/products/', '/ar/products'],
    ['/products/12', '/products/12'],
    ['/ar/products/12', '/ar/products/12'],
    ['/terms&conidtions', '/terms&conidtions'],
    ['/password-reset', '/password-reset'],
    ['/ar/password-reset/new-password', '/ar/password-reset/new-password'],
    ['/profile/settings', '/profile/settings'],
    ['/auth/callback', '/auth/callback'],
  ])('reports the screen %s as %s', (path, reported) => {
    expect(analyticsPath(path)).toBe(reported);
  });

  it.each([
    ['/profile/my-orders/123', '/profile/my-orders/:id'],
    ['/ar/profile/my-orders/ORD-2026-77', '/ar/profile/my-orders/:id'],
    ['/order-summary/8f2c1e9a-token', '/order-summary/:id'],
    ['/ar/order-summary/abc', '/ar/order-summary/:id'],
    ['/products/noora@example.com', '/products/:productId'],
  ])('replaces her part of %s', (path, reported) => {
    expect(analyticsPath(path)).toBe(reported);
  });

  it('never reports a query or a hash', () => {
    expect(analyticsPath('/checkout/result?orderId=991&token=x')).toBe('/checkout/result');
    expect(analyticsPath('/auth/callback#token=secret')).toBe('/auth/callback');
    expect(analyticsPath('/products?category=abayas&q=noora')).toBe('/products');
  });

  it('reports an address that is no screen as the not-found page, whatever it holds', () => {
    expect(analyticsPath('/reset/482913/noora@example.com')).toBe('/not-found');
    expect(analyticsPath('/ar/anything/else')).toBe('/ar/not-found');
    expect(analyticsPath('/profile/my-orders/1/extra')).toBe('/not-found');
  });
});
