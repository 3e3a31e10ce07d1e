import { describe, expect, it } from 'vitest';
import { safePaymentUrl } from './payment-url';

describe('safePaymentUrl', () => {
  const base = 'https://shop.example';
  it('takes an http(s) address, and resolves one relative to the shop', () => {
    expect(safePaymentUrl('https://pay.example/c/abc?x=1', base)).toBe('https://pay.example/c/abc?x=1');
    expect(safePaymentUrl('/api/v1/payments/abc?lang=ar', base)).toBe(
      'https://shop.example/api/v1/payments/abc?lang=ar',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://user:pass@pay.example/',
    '',
    'x'.repeat(3000),
  ])('refuses %s', (raw) => {
    expect(safePaymentUrl(raw, base)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safePaymentUrl(null, base)).toBeNull();
    expect(safePaymentUrl({ href: 'https://pay.example' }, base)).toBeNull();
  });
});
