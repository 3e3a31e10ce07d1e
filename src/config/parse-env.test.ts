import { describe, expect, it } from 'vitest';
import { parseEnv } from './parse-env';

const none = { tagManagerId: null, chat: null, recording: null };

describe('parseEnv', () => {
  it('defaults the API to /api/v1 and leaves mocking to the mode', () => {
    expect(parseEnv({})).toEqual({ API_URL: '/api/v1', PAYMENT_ORIGIN: null, THIRD_PARTIES: none });
    expect(parseEnv({ VITE_API_MOCKING: 'off' })).toEqual({
      API_URL: '/api/v1',
      API_MOCKING: false,
      PAYMENT_ORIGIN: null,
      THIRD_PARTIES: none,
    });
  });

  it('accepts a path or an http(s) URL and drops a trailing slash', () => {
    expect(parseEnv({ VITE_API_URL: '/shop-api/', VITE_API_MOCKING: 'on' })).toEqual({
      API_URL: '/shop-api',
      API_MOCKING: true,
      PAYMENT_ORIGIN: null,
      THIRD_PARTIES: none,
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

  it('takes the third parties configured, each whole, and refuses a script from anywhere but https', () => {
    expect(
      parseEnv({
        VITE_GTM_ID: 'GTM-AB12CD3',
        VITE_CHAT_SCRIPT_URL: 'https://chat.example/widget.js',
        VITE_CHAT_ID: 'shop-42',
        VITE_RECORDING_PROVIDER: 'clarity',
        VITE_RECORDING_ID: 'abc123',
      }).THIRD_PARTIES,
    ).toEqual({
      tagManagerId: 'GTM-AB12CD3',
      chat: { scriptUrl: 'https://chat.example/widget.js', id: 'shop-42' },
      recording: { provider: 'clarity', id: 'abc123', scriptUrl: null },
    });
    expect(
      parseEnv({ VITE_GTM_ID: '', VITE_CHAT_SCRIPT_URL: '', VITE_CHAT_ID: '', VITE_RECORDING_PROVIDER: '' })
        .THIRD_PARTIES,
    ).toEqual(none);
    expect(
      parseEnv({ VITE_CHAT_SCRIPT_URL: 'http://127.0.0.1:4900/chat.js', VITE_CHAT_ID: 'bench' }).THIRD_PARTIES
        .chat,
    ).toEqual({ scriptUrl: 'http://127.0.0.1:4900/chat.js', id: 'bench' });
    for (const bad of [
      { VITE_GTM_ID: 'UA-1234' },
      { VITE_CHAT_SCRIPT_URL: 'http://chat.example/widget.js', VITE_CHAT_ID: 'a' },
      { VITE_CHAT_SCRIPT_URL: 'javascript:alert(1)', VITE_CHAT_ID: 'a' },
      { VITE_CHAT_SCRIPT_URL: 'https://chat.example/widget.js' },
      { VITE_RECORDING_PROVIDER: 'fullstory', VITE_RECORDING_ID: 'a' },
      { VITE_RECORDING_PROVIDER: 'hotjar' },
      { VITE_RECORDING_PROVIDER: 'hotjar', VITE_RECORDING_ID: 'a"><script>' },
    ])
      expect(() => parseEnv(bad)).toThrow('Invalid shop configuration');
  });
});
