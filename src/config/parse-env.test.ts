import { describe, expect, it } from 'vitest';
import { parseEnv } from './parse-env';

describe('parseEnv', () => {
  it('defaults the API to /api/v1 and leaves mocking to the mode', () => {
    expect(parseEnv({})).toEqual({ API_URL: '/api/v1' });
    expect(parseEnv({ VITE_API_MOCKING: 'off' })).toEqual({ API_URL: '/api/v1', API_MOCKING: false });
  });

  it('accepts a path or an http(s) URL and drops a trailing slash', () => {
    expect(parseEnv({ VITE_API_URL: '/shop-api/', VITE_API_MOCKING: 'on' })).toEqual({
      API_URL: '/shop-api',
      API_MOCKING: true,
    });
    expect(parseEnv({ VITE_API_URL: 'https://api.tafseel.example/v1' }).API_URL).toBe(
      'https://api.tafseel.example/v1',
    );
  });

  it('explains what is wrong with a bad configuration', () => {
    expect(() => parseEnv({ VITE_API_MOCKING: 'yes' })).toThrow(
      /Invalid shop configuration.*VITE_API_MOCKING/,
    );
    expect(() => parseEnv({ VITE_API_URL: 'ftp://x' })).toThrow(/VITE_API_URL: must be a path/);
  });
});
