import { describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone, isFriday } from '@/domain/calendar';
import { checkVisitDate, choiceOfHomeMeasurement, homeMeasurementOf, visitDates } from './visit-dates';

describe('visit dates (shop time zone: Asia/Bahrain, UTC+3)', () => {
  it('offers tomorrow and the day after tomorrow, never today', () => {
    const now = new Date('2026-11-24T09:00:00Z'); // 12:00 in Bahrain
    expect(visitDates(now)).toEqual({
      today: '2026-11-24',
      tomorrow: '2026-11-25',
      dayAfterTomorrow: '2026-11-26',
    });
    expect(checkVisitDate('2026-11-24', now)).toBe('past');
    expect(checkVisitDate('2026-11-23', now)).toBe('past');
    expect(checkVisitDate('2026-11-25', now)).toBe('ok');
  });

  it('counts the day in Bahrain around midnight, not in UTC or on her device', () => {
    // 21:30 UTC is 00:30 the next day in Bahrain: "today" there is already the 25th
    const justAfterMidnight = new Date('2026-11-24T21:30:00Z');
    expect(dateInTimeZone(justAfterMidnight)).toBe('2026-11-25');
    expect(visitDates(justAfterMidnight).tomorrow).toBe('2026-11-26');
    expect(checkVisitDate('2026-11-25', justAfterMidnight)).toBe('past');
    // 20:59 UTC is 23:59 in Bahrain: still the 24th
    const justBeforeMidnight = new Date('2026-11-24T20:59:59Z');
    expect(visitDates(justBeforeMidnight).tomorrow).toBe('2026-11-25');
    expect(checkVisitDate('2026-11-25', justBeforeMidnight)).toBe('ok');
  });

  it('crosses months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    const newYearsEve = new Date('2026-12-31T21:00:00Z'); // midnight in Bahrain
    expect(visitDates(newYearsEve)).toMatchObject({ today: '2027-01-01', tomorrow: '2027-01-02' });
  });

  it('refuses a missing or malformed date', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    expect(checkVisitDate('', now)).toBe('missing');
    expect(checkVisitDate('2026-02-30', now)).toBe('invalid');
    expect(checkVisitDate('25/11/2026', now)).toBe('invalid');
  });

  it('books a visit only with an allowed date and a time of day', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    expect(homeMeasurementOf({ day: 'tomorrow', customDate: '', timeOfDay: 'night' }, now)).toEqual({
      date: '2026-11-25',
      timeOfDay: 'night',
    });
    expect(homeMeasurementOf({ day: 'dayAfterTomorrow', customDate: '', timeOfDay: 'morning' }, now)).toEqual(
      { date: '2026-11-26', timeOfDay: 'morning' },
    );
    expect(homeMeasurementOf({ day: 'tomorrow', customDate: '', timeOfDay: null }, now)).toBeNull();
    expect(
      homeMeasurementOf({ day: 'custom', customDate: '2026-11-24', timeOfDay: 'morning' }, now),
    ).toBeNull();
    expect(
      homeMeasurementOf({ day: 'custom', customDate: '2026-12-03', timeOfDay: 'afternoon' }, now),
    ).toEqual({ date: '2026-12-03', timeOfDay: 'afternoon' });
  });

  it('brings a saved visit back, dropping a date that has become today', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    expect(choiceOfHomeMeasurement({ date: '2026-11-25', timeOfDay: 'night' }, now)).toEqual({
      day: null,
      customDate: '',
      timeOfDay: 'night',
    });
    expect(choiceOfHomeMeasurement({ date: '2026-11-26', timeOfDay: 'night' }, now).day).toBe('tomorrow');
    expect(choiceOfHomeMeasurement({ date: '2026-12-20', timeOfDay: 'night' }, now)).toEqual({
      day: 'custom',
      customDate: '2026-12-20',
      timeOfDay: 'night',
    });
  });

  // Issue 19.7: the shop is closed on Fridays (Help, Contact us), and the picker offered them.
  it('never books a Friday, the day the shop is closed: named, typed or saved', () => {
    const now = new Date('2026-11-25T09:00:00Z'); // Wednesday: tomorrow Thursday, the day after Friday
    expect(isFriday('2026-11-27')).toBe(true);
    expect(isFriday('2026-11-26')).toBe(false);
    expect(checkVisitDate('2026-11-27', now)).toBe('friday');
    expect(checkVisitDate('2026-12-04', now)).toBe('friday');
    expect(checkVisitDate('2026-11-28', now)).toBe('ok');
    expect(
      homeMeasurementOf({ day: 'dayAfterTomorrow', customDate: '', timeOfDay: 'morning' }, now),
    ).toBeNull();
    expect(
      homeMeasurementOf({ day: 'custom', customDate: '2026-12-04', timeOfDay: 'morning' }, now),
    ).toBeNull();
    expect(homeMeasurementOf({ day: 'tomorrow', customDate: '', timeOfDay: 'morning' }, now)).toEqual({
      date: '2026-11-26',
      timeOfDay: 'morning',
    });
    expect(choiceOfHomeMeasurement({ date: '2026-12-04', timeOfDay: 'night' }, now)).toEqual({
      day: null,
      customDate: '',
      timeOfDay: 'night',
    });
  });
});
