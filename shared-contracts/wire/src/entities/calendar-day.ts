/**
 * Calendar days (a mission's end date): a day of the company's calendar, `YYYY-MM-DD` as ISO
 * 8601 writes a date, with no time and no time zone. It is read and written as text, never
 * through a `Date` in the browser's or the server's local time: a day turned into a moment and
 * back moves by a day for whoever lives at another offset. Which day it is now depends on a
 * time zone, always named (the company's).
 */

/** `YYYY-MM-DD`. */
export type CalendarDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date-time as ISO 8601 writes one; the zone (`Z`, `+01:00`) is optional. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const DAY_MS = 24 * 60 * 60 * 1000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const HALF_DAY_MS = DAY_MS / 2;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The year, month (1-12) and day of a valid calendar day, else null (2027-02-30 is none). */
export function calendarDayParts(value: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  // the last day of the month, by the UTC calendar (no local time involved)
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

export const isCalendarDay = (value: string): boolean => calendarDayParts(value) !== null;

const dayOfParts = (year: number, month: number, day: number): CalendarDay => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** A day `days` later (earlier when negative). */
export function addDays(value: CalendarDay, days: number): CalendarDay {
  const parts = calendarDayParts(value);
  if (!parts) throw new RangeError(`Not a calendar day: ${value}`);
  const moved = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return dayOfParts(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The same day `months` later (earlier when negative), the month's last day when it has no such day. */
export function addMonths(value: CalendarDay, months: number): CalendarDay {
  const parts = calendarDayParts(value);
  if (!parts) throw new RangeError(`Not a calendar day: ${value}`);
  const first = new Date(Date.UTC(parts.year, parts.month - 1 + months, 1));
  const [year, month] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dayOfParts(year, month, Math.min(parts.day, last));
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the name is a time zone this runtime knows (an IANA name: `Europe/Paris`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

/** The day it is at `instant` in `timeZone` (an IANA name): today by default. */
export function dayIn(timeZone: string, instant: Date = new Date()): CalendarDay {
  const parts = formatIn(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return dayOfParts(part('year'), part('month'), part('day'));
}

/**
 * The day a moment was meant to name, in the company's time zone. Before end dates were days
 * the mission form sent the last moment of the chosen day in the browser's time zone
 * (23:59:59.999 local, so x:59:59.999 in UTC at some quarter-hour offset): such a moment is
 * the day it ends wherever the browser was, within 12 hours of the company. Midnight UTC is a
 * day written as a date-time. Any other moment is its day in the company's time zone. The
 * migration that made end dates days (api/drizzle) applies the same rule.
 */
export function dayOfInstant(instant: Date, timeZone: string): CalendarDay {
  const time = instant.getTime();
  if (time % DAY_MS === 0) return new Date(time).toISOString().slice(0, 10);
  // the next day's midnight there, at most 12 hours from the company's: 12 hours before it
  // is inside the day meant, in the company's time zone
  const next = time + 1;
  if (next % QUARTER_HOUR_MS === 0) return dayIn(timeZone, new Date(next - HALF_DAY_MS));
  return dayIn(timeZone, instant);
}

/**
 * The day a text names: a calendar day as it is; a date-time with a zone, the day of that
 * moment (dayOfInstant); a date-time without one is a local time of its own day. Null for
 * anything else.
 */
export function dayOf(value: string, timeZone: string): CalendarDay | null {
  if (DAY.test(value)) return isCalendarDay(value) ? value : null;
  const match = DATE_TIME.exec(value);
  if (!match || !isCalendarDay(match[1])) return null;
  if (!match[2]) return match[1];
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : dayOfInstant(instant, timeZone);
}
