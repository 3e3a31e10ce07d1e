// The home visit's dates (spec 3): tomorrow, the day after tomorrow, or a date she picks — never today or
// earlier, never a Friday (closed). "Today" is the shop's day, in Bahrain, whatever the time zone of her device.
import type { HomeMeasurement, TimeOfDay } from '@/lib/schemas';

export const SHOP_TIME_ZONE = 'Asia/Bahrain';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateInTimeZone(now: Date, timeZone = SHOP_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A strict YYYY-MM-DD (no 2026-02-30), or null. */
function toUtcDate(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date;
}

export function isIsoDate(value: string): boolean {
  return toUtcDate(value) !== null;
}

/** The date `days` after an ISO date (calendar arithmetic, no time zone involved). */
export function addDays(iso: string, days: number): string {
  const date = toUtcDate(iso);
  if (!date) throw new RangeError(`not a date: ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today, tomorrow and the day after tomorrow in the shop's time zone. */
export function visitDates(now: Date = new Date()) {
  const today = dateInTimeZone(now);
  return { today, tomorrow: addDays(today, 1), dayAfterTomorrow: addDays(today, 2) };
}

/**
 * The shop is closed on Fridays (its opening hours, Help and Contact us), and so are its home visits: the
 * contract does not refuse a Friday, so the shop does, here.
 */
export function isFriday(iso: string): boolean {
  return toUtcDate(iso)?.getUTCDay() === 5;
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
