import type { Lang } from './languages';

const MONTHS: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Lists and tables: DD/MM/YYYY in French, MM/DD/YYYY otherwise (spec section 9). */
export function formatDate(value: string | Date, lang: Lang): string {
  const d = toDate(value);
  if (!d) return '';
  const [day, month, year] = [pad(d.getDate()), pad(d.getMonth() + 1), d.getFullYear()];
  return lang === 'fr' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** Modals: DD MMM YYYY. */
export function formatModalDate(value: string | Date, lang: Lang): string {
  const d = toDate(value);
  if (!d) return '';
  return `${pad(d.getDate())} ${MONTHS[lang][d.getMonth()]} ${d.getFullYear()}`;
}
