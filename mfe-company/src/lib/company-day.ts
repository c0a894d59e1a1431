import { dayIn, isTimeZone } from '@rapport/wire/entities/calendar-day';

/**
 * The company's calendar: a mission's end date is a day of it, and "today" is its day, the
 * one the server's rules compare with, wherever the browser is. A profile stored before the
 * API said the company's time zone gives the browser's.
 */
export function companyTimeZone(company: { time_zone?: string } | null | undefined): string {
  const zone = company?.time_zone;
  return zone && isTimeZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today in the company's calendar, YYYY-MM-DD. */
export const companyToday = (company: { time_zone?: string } | null | undefined, now: Date = new Date()): string => dayIn(companyTimeZone(company), now);
