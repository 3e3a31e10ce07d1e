// The home visit's dates (spec 3): tomorrow, the day after tomorrow, or a date she picks — never today or
// earlier, never a Friday (closed). "Today" is the shop's day, in Bahrain, whatever the time zone of her device.
import { addDays, dateInTimeZone, isFriday, isIsoDate } from '@/domain/calendar';
import type { HomeMeasurement, TimeOfDay } from '@/domain/schemas';

/** Today, tomorrow and the day after tomorrow in the shop's time zone. */
export function visitDates(now: Date = new Date()) {
  const today = dateInTimeZone(now);
  return { today, tomorrow: addDays(today, 1), dayAfterTomorrow: addDays(today, 2) };
}

export type VisitDateVerdict = 'ok' | 'missing' | 'invalid' | 'past' | 'friday';

/** A visit date she may book: a real date from tomorrow (the shop's) on, and not a Friday. */
export function checkVisitDate(value: string | null | undefined, now: Date = new Date()): VisitDateVerdict {
  if (!value) return 'missing';
  if (!isIsoDate(value)) return 'invalid';
  // ISO dates compare as strings
  if (value < visitDates(now).tomorrow) return 'past';
  return isFriday(value) ? 'friday' : 'ok';
}

export type VisitDayChoice = 'tomorrow' | 'dayAfterTomorrow' | 'custom';

export interface VisitChoice {
  day: VisitDayChoice | null;
  customDate: string;
  timeOfDay: TimeOfDay | null;
}

export const EMPTY_VISIT: VisitChoice = { day: null, customDate: '', timeOfDay: null };

/** The date a choice stands for (not yet checked). */
export function visitDateOf(choice: VisitChoice, now: Date = new Date()): string | null {
  if (choice.day === 'tomorrow') return visitDates(now).tomorrow;
  if (choice.day === 'dayAfterTomorrow') return visitDates(now).dayAfterTomorrow;
  if (choice.day === 'custom') return choice.customDate || null;
  return null;
}

/** The booked visit when the choice is complete and its date allowed, else null. */
export function homeMeasurementOf(choice: VisitChoice, now: Date = new Date()): HomeMeasurement | null {
  const date = visitDateOf(choice, now);
  if (!date || checkVisitDate(date, now) !== 'ok' || !choice.timeOfDay) return null;
  return { date, timeOfDay: choice.timeOfDay };
}

/** A saved visit brought back as a choice; a date no longer allowed is dropped (the time of day stays). */
export function choiceOfHomeMeasurement(visit: HomeMeasurement | null, now: Date = new Date()): VisitChoice {
  if (!visit) return EMPTY_VISIT;
  if (checkVisitDate(visit.date, now) !== 'ok') return { ...EMPTY_VISIT, timeOfDay: visit.timeOfDay };
  const { tomorrow, dayAfterTomorrow } = visitDates(now);
  const day: VisitDayChoice =
    visit.date === tomorrow ? 'tomorrow' : visit.date === dayAfterTomorrow ? 'dayAfterTomorrow' : 'custom';
  return { day, customDate: day === 'custom' ? visit.date : '', timeOfDay: visit.timeOfDay };
}
