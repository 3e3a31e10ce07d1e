import { describe, expect, it } from 'vitest';
import { formatVisitDate } from './format-date';

describe('formatVisitDate', () => {
  it('writes the calendar day itself in either language, never the day before', () => {
    expect(formatVisitDate('2026-11-26', 'en')).toMatch(/^Thursday,? 26 November 2026$/);
    expect(formatVisitDate('2026-11-26', 'ar')).toContain('26');
    expect(formatVisitDate('2026-11-26', 'ar')).toContain('الخميس');
    expect(formatVisitDate('not-a-date', 'en')).toBe('not-a-date');
  });
});
