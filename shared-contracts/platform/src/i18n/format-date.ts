import { calendarDayParts } from '@rapport/wire/entities/calendar-day';
import type { Lang } from './languages';

const MONTHS: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day to show: a calendar day (`YYYY-MM-DD`, a mission's end date) as it is written, read
 * without any time zone, since a `Date` would be midnight UTC, the day before west of
 * Greenwich; a moment (an ISO date-time, a `Date`) on its day in the browser's time zone.
 */
function dayParts(value: string | Date): { year: number; month: number; day: number } | null {
  // a day that does not exist (30 February) is no day, where a Date would roll it into March
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDayParts(value);
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Lists and tables: DD/MM/YYYY in French, MM/DD/YYYY otherwise (spec section 9). */
export function formatDate(value: string | Date, lang: Lang): string {
  const d = dayParts(value);
  if (!d) return '';
  const [day, month, year] = [pad(d.day), pad(d.month), d.year];
  return lang === 'fr' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** Modals: DD MMM YYYY. */
export function formatModalDate(value: string | Date, lang: Lang): string {
  const d = dayParts(value);
  if (!d) return '';
  return `${pad(d.day)} ${MONTHS[lang][d.month - 1]} ${d.year}`;
}
