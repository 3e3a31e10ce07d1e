import { describe, expect, it } from 'vitest';
import { isPrivatePage } from './private-pages';

describe('isPrivatePage', () => {
  it.each([
    '/checkout',
    '/ar/checkout',
    '/checkout/',
    '/checkout/result',
    '/checkout/result?orderId=12',
    '/ar/checkout/result',
    '/profile/payment-methods',
    '/login',
    '/ar/login',
    '/register',
    '/password-reset',
    '/password-reset/email',
    '/ar/password-reset/otp',
    '/password-reset/new-password',
    '/profile/password-change',
    '/ar/profile/password-change',
    '/auth/callback',
    '/Checkout',
  ])('counts %s as a payment, password or sign-in page', (path) => {
    expect(isPrivatePage(path)).toBe(true);
  });

  it.each([
    '/',
    '/ar',
    '/products',
    '/products/12',
    '/cart',
    '/profile',
    '/profile/my-orders',
    '/checkouts',
    '/loginx',
  ])('leaves %s to the shop’s ordinary pages', (path) => {
    expect(isPrivatePage(path)).toBe(false);
  });
});
