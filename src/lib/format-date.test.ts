import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatVisitDate } from './format-date';

describe('formatVisitDate', () => {
  it('writes the calendar day itself in either language, never the day before', () => {
    expect(formatVisitDate('2026-11-26', 'en')).toMatch(/^Thursday,? 26 November 2026$/);
    expect(formatVisitDate('2026-11-26', 'ar')).toContain('26');
    expect(formatVisitDate('2026-11-26', 'ar')).toContain('الخميس');
    expect(formatVisitDate('not-a-date', 'en')).toBe('not-a-date');
  });
});

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options, and keeps it', () => {
    const options = { day: 'numeric', month: 'long' } as const;
    const first = dateTimeFormat('en-GB', options);
    expect(dateTimeFormat('en-GB', options)).toBe(first);
    expect(dateTimeFormat('ar-u-nu-latn', options)).not.toBe(first);
    expect(dateTimeFormat('en-GB', { ...options })).not.toBe(first);
    expect(first.format(new Date(Date.UTC(2026, 10, 25, 12)))).toBe('25 November');
  });
});
