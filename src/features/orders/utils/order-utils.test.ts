import { describe, expect, it } from 'vitest';
import { parseOrderId } from './order-id';
import { markPurchaseSent, wasPurchaseSent } from './purchase-sent';

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
