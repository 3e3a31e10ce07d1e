import { describe, expect, it } from 'vitest';
import { formatVisitDate } from './format';
import { parseOrderId } from './order-id';
import { safePaymentUrl } from './payment-url';
import { markPurchaseSent, wasPurchaseSent } from './purchase-sent';

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

describe('parseOrderId', () => {
  it('takes a UUID, in lower case', () => {
    expect(parseOrderId('3F6C2A1E-8B4D-4E7A-9C15-2D8F0B6A7E31')).toBe('3f6c2a1e-8b4d-4e7a-9c15-2d8f0b6a7e31');
  });
  it.each([null, undefined, '', '42', 'MTM-100234', '<script>', '3f6c2a1e-8b4d-4e7a-9c15-2d8f0b6a7e31x'])(
    'refuses %s',
    (raw) => {
      expect(parseOrderId(raw)).toBeNull();
    },
  );
});

describe('purchase sent', () => {
  it('remembers the orders already reported, for the session', () => {
    expect(wasPurchaseSent('a')).toBe(false);
    markPurchaseSent('a');
    expect(wasPurchaseSent('a')).toBe(true);
    expect(wasPurchaseSent('b')).toBe(false);
  });
  it('copes with a damaged record', () => {
    sessionStorage.setItem('ga4PurchaseSent', '{not json');
    expect(wasPurchaseSent('a')).toBe(false);
    markPurchaseSent('a');
    expect(wasPurchaseSent('a')).toBe(true);
  });
});

describe('formatVisitDate', () => {
  it('writes the calendar day itself in either language, never the day before', () => {
    expect(formatVisitDate('2026-11-26', 'en')).toMatch(/^Thursday,? 26 November 2026$/);
    expect(formatVisitDate('2026-11-26', 'ar')).toContain('26');
    expect(formatVisitDate('2026-11-26', 'ar')).toContain('الخميس');
    expect(formatVisitDate('not-a-date', 'en')).toBe('not-a-date');
  });
});
