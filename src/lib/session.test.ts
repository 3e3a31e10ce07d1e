import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signToken } from '@/mocks/jwt';
import {
  clearSession,
  decodeToken,
  getToken,
  isAdminRole,
  isUserRole,
  readSession,
  storeSession,
} from './session';

const token = (role: 'user' | 'admin' | 'owner') =>
  signToken({ id: 'u-1', role, email: 'a@b.co', firstName: 'Amal' });

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('reads the role from the token claims', () => {
    storeSession(token('owner'), 'refresh-1');
    expect(readSession()?.claims).toMatchObject({
      sub: 'u-1',
      role: 'owner',
      email: 'a@b.co',
      firstName: 'Amal',
    });
    expect(localStorage.getItem('token')).toBe(getToken());
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('counts admin and owner as admin, and only user as user', () => {
    expect([isAdminRole('admin'), isAdminRole('owner'), isAdminRole('user'), isAdminRole(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([isUserRole('user'), isUserRole('admin'), isUserRole('owner'), isUserRole(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['not a JWT', 'not-a-token'],
    ['a JWT without a role', `x.${btoa(JSON.stringify({ sub: '1' }))}.y`],
    ['a JWT with an unknown role', `x.${btoa(JSON.stringify({ sub: '1', role: 'superuser' }))}.y`],
  ])('logs, removes and ignores %s in storage, so the shop loads as a guest', (_label, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('token', value);
    localStorage.setItem('refreshToken', 'r');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed'));
  });

  it('refuses to store a malformed token', () => {
    expect(storeSession('garbage')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears the tokens and the three pending-cart items of session storage on sign-out', () => {
    storeSession(token('user'), 'r');
    sessionStorage.setItem('pendingCartItem', '{}');
    sessionStorage.setItem('pendingCartTimestamp', '1');
    sessionStorage.setItem('redirectAfterAuth', '/cart');
    sessionStorage.setItem('unrelated', 'kept');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(sessionStorage.getItem('pendingCartItem')).toBeNull();
    expect(sessionStorage.getItem('pendingCartTimestamp')).toBeNull();
    expect(sessionStorage.getItem('redirectAfterAuth')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('decodes only tokens with the contract claims', () => {
    expect(decodeToken(token('admin'))?.role).toBe('admin');
    expect(decodeToken('a.b.c')).toBeNull();
  });
});
