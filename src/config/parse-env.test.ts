import { describe, expect, it } from 'vitest';
import { parseEnv } from './parse-env';

describe('parseEnv', () => {
  it('defaults the API to /api/v1 and leaves mocking to the mode', () => {
    expect(parseEnv({})).toEqual({ API_URL: '/api/v1', PAYMENT_ORIGIN: null });
    expect(parseEnv({ VITE_API_MOCKING: 'off' })).toEqual({
      API_URL: '/api/v1',
      API_MOCKING: false,
      PAYMENT_ORIGIN: null,
    });
  });

  it('accepts a path or an http(s) URL and drops a trailing slash', () => {
    expect(parseEnv({ VITE_API_URL: '/shop-api/', VITE_API_MOCKING: 'on' })).toEqual({
      API_URL: '/shop-api',
      API_MOCKING: true,
      PAYMENT_ORIGIN: null,
    });
    expect(parseEnv({ VITE_API_URL: 'https://api.tafseel.example/v1' }).API_URL).toBe(
      'https://api.tafseel.example/v1',
    );
  });

  it('takes the payment provider’s https origin, and refuses anything else', () => {
    expect(parseEnv({ VITE_PAYMENT_ORIGIN: 'https://pay.example/' }).PAYMENT_ORIGIN).toBe(
      'https://pay.example',
    );
    expect(parseEnv({ VITE_PAYMENT_ORIGIN: '' }).PAYMENT_ORIGIN).toBeNull();
    for (const bad of [
      'http://pay.example',
      '//pay.example',
      'https://pay.example/checkout',
      'pay.example',
    ]) {
      expect(() => parseEnv({ VITE_PAYMENT_ORIGIN: bad })).toThrow(
        /VITE_PAYMENT_ORIGIN: must be an https:\/\/ origin/,
      );
    }
  });

  it('explains what is wrong with a bad configuration', () => {
    expect(() => parseEnv({ VITE_API_MOCKING: 'yes' })).toThrow(
      /Invalid shop configuration.*VITE_API_MOCKING/,
    );
    expect(() => parseEnv({ VITE_API_URL: 'ftp://x' })).toThrow(/VITE_API_URL: must be a path/);
  });
});
