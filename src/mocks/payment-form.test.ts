import { describe, expect, it } from 'vitest';
import { cardMessages, formatCardNumber, formatExpiry, parseExpiry, validateCardForm } from './payment-form';

const now = new Date('2026-11-24T10:00:00Z');
const valid = { number: '4242 4242 4242 4242', expiry: '08/29', cvc: '123', name: 'Noora Alkhalifa' };

describe('the stand-in card form', () => {
  it('takes both test cards, with or without spaces', () => {
    expect(validateCardForm(valid, now)).toEqual({});
    expect(validateCardForm({ ...valid, number: '4000000000000002' }, now)).toEqual({});
  });

  it('names the test cards on the number field for any other number', () => {
    const errors = validateCardForm({ ...valid, number: '5555 5555 5555 4444' }, now);
    expect(errors.number).toBe(cardMessages.notATestCard);
    // Each number whole: isolated from the Arabic text's direction and never broken across lines.
    expect(errors.number?.en).toContain('\u20664242\u00a04242\u00a04242\u00a04242\u2069');
    expect(errors.number?.ar).toContain('\u20664000\u00a00000\u00a00000\u00a00002\u2069');
    expect(validateCardForm({ ...valid, number: '' }, now).number).toBe(cardMessages.numberRequired);
  });

  it('wants an MM/YY expiry that has not passed (this month still counts)', () => {
    expect(validateCardForm({ ...valid, expiry: '' }, now).expiry).toBe(cardMessages.expiryRequired);
    expect(validateCardForm({ ...valid, expiry: '13/29' }, now).expiry).toBe(cardMessages.expiryFormat);
    expect(validateCardForm({ ...valid, expiry: '10/26' }, now).expiry).toBe(cardMessages.expired);
    expect(validateCardForm({ ...valid, expiry: '11/26' }, now).expiry).toBeUndefined();
  });

  it('wants a 3- or 4-digit CVC and the name on the card', () => {
    const errors = validateCardForm({ ...valid, cvc: '12', name: '  ' }, now);
    expect(Object.keys(errors).sort()).toEqual(['cvc', 'name']);
    expect(validateCardForm({ ...valid, cvc: '1234' }, now)).toEqual({});
  });

  it('formats the number in groups of four and the expiry with its slash as she types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatExpiry('0829')).toBe('08/29');
    expect(formatExpiry('08')).toBe('08');
    expect(parseExpiry('08/29')).toEqual({ expMonth: 8, expYear: 2029 });
    expect(parseExpiry('8/29')).toBeNull();
  });
});
