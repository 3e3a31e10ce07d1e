import { describe, expect, it } from 'vitest';
import { paymentOrigin, safePaymentUrl } from './payment-url';

describe('safePaymentUrl', () => {
  const provider = { origin: 'https://pay.example', shop: 'https://shop.example' };

  it('follows an https address on the payment provider’s configured origin', () => {
    expect(safePaymentUrl('https://pay.example/c/abc?x=1', provider)).toBe('https://pay.example/c/abc?x=1');
    expect(safePaymentUrl('  https://PAY.example:443/c/abc ', provider)).toBe('https://pay.example/c/abc');
  });

  it.each([
    ['plain http on the provider’s host', 'http://pay.example/c/abc'],
    ['a protocol-relative address elsewhere', '//elsewhere.example/c/abc'],
    ['another site over https', 'https://elsewhere.example/c/abc'],
    ['a look-alike host', 'https://pay.example.evil.example/c/abc'],
    ['another port', 'https://pay.example:8443/c/abc'],
    ['the shop itself when a provider is configured', 'https://shop.example/api/v1/payments/abc'],
    ['a path on the shop when a provider is configured', '/api/v1/payments/abc'],
  ])('refuses %s', (_name, raw) => {
    expect(safePaymentUrl(raw, provider)).toBeNull();
  });

  it('follows the mock’s card page on the shop’s own origin, over http only when the shop itself is', () => {
    const dev = { origin: 'http://localhost:5173', shop: 'http://localhost:5173' };
    expect(safePaymentUrl('http://localhost:5173/api/v1/payments/abc?lang=ar', dev)).toBe(
      'http://localhost:5173/api/v1/payments/abc?lang=ar',
    );
    expect(safePaymentUrl('/api/v1/payments/abc?lang=ar', dev)).toBe(
      'http://localhost:5173/api/v1/payments/abc?lang=ar',
    );
    expect(safePaymentUrl('http://127.0.0.1:5173/api/v1/payments/abc', dev)).toBeNull();
    expect(safePaymentUrl('//localhost:5173/api/v1/payments/abc', dev)).toBe(
      'http://localhost:5173/api/v1/payments/abc',
    );
    expect(safePaymentUrl('//elsewhere.example/api/v1/payments/abc', dev)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://user:pass@pay.example/',
    '',
    `https://pay.example/${'x'.repeat(3000)}`,
  ])('refuses %s', (raw) => {
    expect(safePaymentUrl(raw, provider)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safePaymentUrl(null, provider)).toBeNull();
    expect(safePaymentUrl({ href: 'https://pay.example' }, provider)).toBeNull();
  });
});

describe('paymentOrigin', () => {
  it('is the configured provider, else the API’s own origin (the mock’s card page)', () => {
    expect(paymentOrigin('https://pay.example', '/api/v1', 'https://shop.example')).toBe(
      'https://pay.example',
    );
    expect(paymentOrigin(null, '/api/v1', 'http://localhost:4621')).toBe('http://localhost:4621');
    expect(paymentOrigin(null, 'https://api.tafseel.example/v1', 'https://shop.example')).toBe(
      'https://api.tafseel.example',
    );
  });
});
