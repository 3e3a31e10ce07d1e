import { describe, expect, it } from 'vitest';
import { formatPhone, phoneExample, readPhone } from './phone';

describe('reading a phone number as she types it', () => {
  it.each([
    ['+973 3312 3456', 'bh', '97333123456'],
    ['00966 50 123 4567', 'bh', '966501234567'],
    ['3312-3456', 'bh', '97333123456'],
    ['050 123 4567', 'sa', '966501234567'],
    ['+966 050 123 4567', 'bh', '966501234567'],
    ['04 123 4567', 'ae', '97141234567'],
    ['(+971) 50-123-4567', 'ae', '971501234567'],
    ['97333123456', 'bh', '97333123456'],
    ['٣٣١٢ ٣٤٥٦', 'bh', '97333123456'],
    ['\u2066+965 5001 2345\u2069', 'kw', '96550012345'],
    ['+44 7700 900123', 'qa', '447700900123'],
  ] as const)('reads %s (an address in %s) as %s', (typed, country, digits) => {
    expect(readPhone(typed, country)).toEqual({ ok: true, digits });
  });

  it('refuses letters and signs other than a leading + as not a phone number', () => {
    expect(readPhone('3312 34a6', 'bh')).toEqual({ ok: false, reason: 'characters' });
    expect(readPhone('3312+3456', 'bh')).toEqual({ ok: false, reason: 'characters' });
  });

  it('refuses a number of the wrong length for its country', () => {
    expect(readPhone('3312 345', 'bh')).toEqual({ ok: false, reason: 'length' });
    expect(readPhone('+973 3312 34567', 'sa')).toEqual({ ok: false, reason: 'length' });
    expect(readPhone('050 123 456', 'sa')).toEqual({ ok: false, reason: 'length' });
    expect(readPhone('+1234', 'bh')).toEqual({ ok: false, reason: 'length' });
  });
});

describe('showing a stored phone number', () => {
  it.each([
    ['97333123456', 'bh', '+973 3312 3456'],
    ['966501234567', 'bh', '+966 50 123 4567'],
    ['971501234567', 'ae', '+971 50 123 4567'],
    ['97141234567', 'ae', '+971 4 123 4567'],
    ['96550012345', 'kw', '+965 5001 2345'],
    ['97433123456', 'qa', '+974 3312 3456'],
    ['96892123456', 'om', '+968 9212 3456'],
  ] as const)('shows %s as %s', (stored, country, shown) => {
    expect(formatPhone(stored, country)).toBe(shown);
  });

  it('adds the address’s country code to a number saved without one', () => {
    expect(formatPhone('33123456', 'bh')).toBe('+973 3312 3456');
    expect(formatPhone('0501234567', 'sa')).toBe('+966 50 123 4567');
  });

  it('shows a number from outside the Gulf with its +, as stored', () => {
    expect(formatPhone('447700900123', 'bh')).toBe('+447700900123');
  });

  it('gives each country’s example at home and with its code', () => {
    expect(phoneExample('bh')).toEqual({ national: '3312 3456', international: '+973 3312 3456' });
    expect(phoneExample('sa')).toEqual({ national: '50 123 4567', international: '+966 50 123 4567' });
  });
});
